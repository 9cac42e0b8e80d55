import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's root (this file's URL is jsdom's page in the front ends' project, so its folder is the one known).
const root = `${resolve(import.meta.dirname, '../../..')}/`;

/** The source folders of every front end: the shell, each remote and web-kit (their tests excepted). */
function frontEndSources(): string[] {
  const folders = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  return [...folders.map((folder) => `${folder}/src`), 'packages/web-kit/src'].flatMap((folder) =>
    readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
}

describe('the front ends fetch through the shared API', () => {
  it('have no hand-written thunk (createAsyncThunk, createAppAsyncThunk): every server call is an endpoint', () => {
    const sources = frontEndSources();
    expect(sources.length).toBeGreaterThan(100);
    const withThunks = sources.filter((file) =>
      /\bcreate(App)?AsyncThunk\b/.test(readFileSync(`${root}${file}`, 'utf8')),
    );
    expect(withThunks).toEqual([]);
  });
});
