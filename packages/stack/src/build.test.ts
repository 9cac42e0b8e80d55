import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, sourcesOf } from './build.ts';
import { repoRoot } from './config.ts';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An app folder with one source file and, optionally, a build, each at the given time (seconds since 1970). */
function app({ sourceAt, builtAt }: { sourceAt: number; builtAt?: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'reeltalk-build-'));
  temps.push(dir);
  const source = path.join(dir, 'src', 'features', 'Step.tsx');
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(source, 'export {}');
  utimesSync(source, sourceAt, sourceAt);
  utimesSync(path.dirname(source), sourceAt, sourceAt);
  utimesSync(path.join(dir, 'src'), sourceAt, sourceAt);
  const entry = path.join(dir, 'dist', 'mf-manifest.json');
  if (builtAt !== undefined) {
    mkdirSync(path.dirname(entry));
    writeFileSync(entry, '{}');
    utimesSync(path.dirname(entry), builtAt, builtAt);
  }
  return { entry, sources: [path.join(dir, 'src'), path.join(dir, 'rspack.config.ts')], source };
}

describe('isStale', () => {
  it('is stale when there is no build yet', () => {
    const { entry, sources } = app({ sourceAt: 1000 });
    expect(isStale(entry, sources)).toBe(true);
  });

  it('is up to date when the build is newer than every source', () => {
    const { entry, sources } = app({ sourceAt: 1000, builtAt: 2000 });
    expect(isStale(entry, sources)).toBe(false);
  });

  it('is stale when a nested source changed after the build', () => {
    const { entry, sources, source } = app({ sourceAt: 1000, builtAt: 2000 });
    utimesSync(source, 3000, 3000);
    expect(isStale(entry, sources)).toBe(true);
  });
});

describe('sourcesOf', () => {
  it('counts the shared packages as sources of every front end', () => {
    const sources = sourcesOf('mf-upload');
    expect(sources).toContain(path.join(repoRoot, 'mf-upload', 'src'));
    expect(sources).toContain(path.join(repoRoot, 'mf-upload', 'rspack.config.ts'));
    expect(sources).toContain(path.join(repoRoot, 'packages/web-kit/src'));
    expect(sources).toContain(path.join(repoRoot, 'packages/contracts/src'));
  });
});
