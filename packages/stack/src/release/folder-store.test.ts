import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFiles, recordFor } from '../../testing/releases.ts';
import { releaseStoreContract } from '../../testing/release-store-contract.ts';
import { FolderReleaseStore } from './folder-store.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-releases-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let stores = 0;
const open = () => {
  const root = path.join(temp, `store-${++stores}`);
  return {
    root,
    store: new FolderReleaseStore(root, (remote, version) => `http://127.0.0.1:3007/releases/${version}/`),
  };
};

describe('the folder release store', () => {
  releaseStoreContract(() => open().store);

  it('writes a release as DATA_DIR/releases/<remote>/<version>/ and leaves no temporary folder behind', async () => {
    const { root, store } = open();
    const files = buildFiles('Account');
    await store.publish(recordFor('mf-account', '1.0.0', files), files);
    expect(readdirSync(path.join(root, 'mf-account'))).toEqual(['1.0.0']);
    expect(readdirSync(path.join(root, 'mf-account', '1.0.0')).sort()).toEqual([
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
      'static',
    ]);
    expect(store.urlOf('mf-account', '1.0.0', 'mf-manifest.json')).toBe(
      'http://127.0.0.1:3007/releases/1.0.0/mf-manifest.json',
    );
  });

  it('never counts what a release killed while writing left behind, and that version stays free', async () => {
    const { root, store } = open();
    const files = buildFiles('Account');
    await store.publish(recordFor('mf-account', '1.0.0', files), files);
    // A release killed while writing leaves its temporary folder, never the version's.
    const leftover = path.join(root, 'mf-account', '.1.1.0-abc123');
    mkdirSync(leftover);
    writeFileSync(path.join(leftover, 'remoteEntry.js'), 'var half;');
    writeFileSync(path.join(root, 'mf-account', 'notes.txt'), 'not a release');
    expect((await store.list('mf-account')).map((record) => record.version)).toEqual(['1.0.0']);
    expect(await store.record('mf-account', '1.1.0')).toBeUndefined();
    await store.publish(recordFor('mf-account', '1.1.0', files), files);
    expect((await store.record('mf-account', '1.1.0'))?.version).toBe('1.1.0');
  });
});
