import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { integrityOf } from '../src/release/integrity.ts';
import type { SharedContractVersions } from '@reeltalk/contracts';
import { requiresOf } from '../src/release/manifest.ts';
import type { ReleaseRecord } from '../src/release/record.ts';
import type { ReleaseFile } from '../src/release/store.ts';

/** A Module Federation manifest listing the shared contract packages, as a build writes it (`shared[]`). */
const manifestOf = (shared: Array<{ name: string; version: string; requiredVersion: string }>) =>
  JSON.stringify({ id: 'x', name: 'x', shared: shared.map((entry) => ({ ...entry, singleton: true })) });

const DEFAULT_REQUIRES: SharedContractVersions = { '@reeltalk/contracts': '^1.0.0', '@reeltalk/web-kit': '^1.0.0' };

/** The files of a small remote build: its manifest declaring `requires`, an entry, a chunk and its brotli copy. */
export function buildFiles(text: string, requires: SharedContractVersions = DEFAULT_REQUIRES): ReleaseFile[] {
  const files: Record<string, string | Buffer> = {
    'mf-manifest.json': manifestOf(
      Object.entries(requires).map(([name, requiredVersion]) => ({ name, version: '', requiredVersion })),
    ),
    'remoteEntry.js': `var mf_account = ${JSON.stringify(text)};`,
    'static/js/page.0a1b2c3d.js': `console.log(${JSON.stringify(text)});`,
    'static/js/page.0a1b2c3d.js.br': Buffer.from([0x1b, 0x2a, 0x00, 0xf8]),
  };
  return Object.entries(files).map(([file, content]) => ({ path: file, bytes: Buffer.from(content) }));
}

/** A record of those files, as the release command writes it. */
export function recordFor(remote: string, version: string, files: readonly ReleaseFile[]): ReleaseRecord {
  return {
    remote,
    version,
    releasedAt: new Date().toISOString(),
    commit: null,
    uncommittedChanges: null,
    builtAgainst: { '@reeltalk/contracts': '1.0.0', '@reeltalk/web-kit': '1.0.0' },
    requires: requiresOf(files.find((file) => file.path === 'mf-manifest.json')!.bytes),
    files: Object.fromEntries(files.map((file) => [file.path, integrityOf(file.bytes)])),
  };
}

/** Writes build files into a folder, as rspack leaves a dist/. */
export async function writeBuild(folder: string, files: readonly ReleaseFile[]): Promise<string> {
  for (const file of files) {
    await mkdir(path.dirname(path.join(folder, file.path)), { recursive: true });
    await writeFile(path.join(folder, file.path), file.bytes);
  }
  return folder;
}

/** A shell build whose manifest provides these versions of the shared contract packages (`shared[].version`). */
export async function writeShellBuild(folder: string, provides: SharedContractVersions): Promise<string> {
  await mkdir(folder, { recursive: true });
  const shared = Object.entries(provides).map(([name, version]) => ({ name, version, requiredVersion: `^${version}` }));
  await writeFile(path.join(folder, 'mf-manifest.json'), manifestOf(shared));
  return folder;
}
