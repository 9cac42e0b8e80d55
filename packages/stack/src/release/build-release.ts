import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHARED_CONTRACT_PACKAGES, type SharedContractVersions } from '@reeltalk/contracts';
import { repoRoot, type RemoteName, type StackConfig } from '../config.ts';
import { exited, OutputTail, spawnWithLines } from '../process.ts';
import { ReleaseRefused } from './errors.ts';
import { integrityOf } from './integrity.ts';
import { MANIFEST_FILE, requiresOf } from './manifest.ts';
import type { ReleaseRecord } from './record.ts';
import type { ReleaseFile } from './store.ts';

const run = promisify(execFile);

export async function packageVersion(folder: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Type-checks one remote: its source (tests left out) and whatever it imports from the shared packages, not the
 * whole repository. The check is incremental, its state kept in DATA_DIR/cache, so a second release of a remote
 * checks only what changed.
 */
export async function typecheckRemote(remote: RemoteName, config: StackConfig): Promise<void> {
  const cacheDir = path.join(config.dataDir, 'cache', 'release-typecheck');
  await mkdir(cacheDir, { recursive: true });
  const project = path.join(cacheDir, `${remote}.tsconfig.json`);
  const source = path.join(repoRoot, remote, 'src');
  await writeFile(
    project,
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      compilerOptions: {
        incremental: true,
        tsBuildInfoFile: path.join(cacheDir, `${remote}.tsbuildinfo`),
        // Found from the project file's folder otherwise, which DATA_DIR may put outside the repository.
        typeRoots: [path.join(repoRoot, 'node_modules/@types')],
      },
      include: [source],
      exclude: [path.join(source, '**/*.test.ts'), path.join(source, '**/*.test.tsx')],
    }),
  );
  // The native TypeScript compiler, as `npm run typecheck` uses.
  const tsgo = path.join(repoRoot, 'node_modules', '.bin', 'tsgo');
  const output = new OutputTail(100);
  const code = await exited(spawnWithLines([tsgo, '-p', project], { cwd: repoRoot }, (line) => output.push(line)));
  if (code !== 0) throw new ReleaseRefused(`${remote} does not pass the type check; nothing was released:\n${output}`);
}

/** Every file under a build folder, by its path inside it ('/'-separated). */
export async function filesOf(folder: string): Promise<ReleaseFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { path: path.relative(folder, file).split(path.sep).join('/'), bytes: await readFile(file) };
      }),
  );
}

/** The commit HEAD names, and whether the remote or a package it bundles has changes beyond it. */
async function commitOf(remote: RemoteName): Promise<Pick<ReleaseRecord, 'commit' | 'uncommittedChanges'>> {
  try {
    const head = await run('git', ['rev-parse', 'HEAD'], { cwd: repoRoot });
    const bundled = [remote, 'packages/contracts', 'packages/web-kit', 'packages/rspack-base'];
    const status = await run('git', ['status', '--porcelain', '--', ...bundled], { cwd: repoRoot });
    return { commit: head.stdout.trim(), uncommittedChanges: status.stdout.trim() !== '' };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

/** The shared contract packages' own versions (their package.json), which a build bundles the types of. */
async function sharedPackageVersions(): Promise<SharedContractVersions> {
  const versions = await Promise.all(
    SHARED_CONTRACT_PACKAGES.map(async (name) => {
      const folder = path.join(repoRoot, 'packages', name.slice(name.indexOf('/') + 1));
      return [name, await packageVersion(folder)] as const;
    }),
  );
  return Object.fromEntries(versions);
}

/** What release.json says of a build: when, from which commit, against what, needing what, with which files. */
export async function recordOf(
  remote: RemoteName,
  version: string,
  files: readonly ReleaseFile[],
): Promise<ReleaseRecord> {
  const manifest = files.find((file) => file.path === MANIFEST_FILE);
  if (!manifest) throw new ReleaseRefused(`The build of ${remote} has no ${MANIFEST_FILE}; nothing was released.`);
  return {
    remote,
    version,
    releasedAt: new Date().toISOString(),
    ...(await commitOf(remote)),
    builtAgainst: await sharedPackageVersions(),
    requires: requiresOf(manifest.bytes),
    files: Object.fromEntries(files.map((file) => [file.path, integrityOf(file.bytes)])),
  };
}
