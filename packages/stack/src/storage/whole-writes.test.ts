import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeObjectsWhole, type S3rverStore } from './whole-writes.ts';

/** s3rver's own file store, as the embedded object storage runs it. */
type FileStore = S3rverStore & {
  putBucket(bucket: string): Promise<void>;
  getObject(bucket: string, key: string): Promise<{ content: Readable } | null>;
  listObjects(bucket: string, options: { prefix: string }): Promise<{ objects: { key: string }[] }>;
};
const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem') as new (
  dir: string,
) => FileStore;

let directory: string;
let store: FileStore;

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'whole-writes-'));
  store = new FilesystemStore(directory);
  writeObjectsWhole(store);
  await store.putBucket('bucket');
});

afterEach(() => rm(directory, { recursive: true, force: true }));

const object = (key: string, content: Buffer | Readable) => ({
  bucket: 'bucket',
  key,
  content,
  metadata: { 'content-type': 'application/json' },
});
const read = async (key: string) => {
  const found = await store.getObject('bucket', key);
  return found && text(found.content);
};

/** Bytes that stop halfway until `finish` is called, saying when the store has read that far. */
function pausedHalfway(first: string, rest: string) {
  let reachedHalfway!: () => void;
  const halfway = new Promise<void>((resolve) => (reachedHalfway = resolve));
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let reads = 0;
  const bytes = new Readable({
    read() {
      reads++;
      if (reads === 1) this.push(first);
      else if (reads === 2) {
        reachedHalfway();
        void finished.then(() => {
          this.push(rest);
          this.push(null);
        });
      }
    },
  });
  return { bytes, halfway, finish };
}

describe("s3rver's store writing objects whole", () => {
  it('lets a read during a write find the version before it, whole, and the new one once written', async () => {
    await store.putObject(object('registry.json', Buffer.from('{"version":1}')));
    const { bytes, halfway, finish } = pausedHalfway('{"version":', '2}');
    const writing = store.putObject(object('registry.json', bytes));
    await halfway;
    expect(await read('registry.json')).toBe('{"version":1}');
    finish();
    await expect(writing).resolves.toMatchObject({ size: '{"version":2}'.length });
    expect(await read('registry.json')).toBe('{"version":2}');
    await expect(store.getMetadata('bucket', 'registry.json')).resolves.toMatchObject({
      'content-length': '{"version":2}'.length,
      'content-type': 'application/json',
    });
  });

  it('makes a new object appear only once it is whole: neither read nor listed while it is written', async () => {
    const { bytes, halfway, finish } = pausedHalfway('first half, ', 'second half');
    const writing = store.putObject(object('new.json', bytes));
    await halfway;
    expect(await read('new.json')).toBeNull();
    expect((await store.listObjects('bucket', { prefix: '' })).objects).toEqual([]);
    finish();
    await writing;
    expect(await read('new.json')).toBe('first half, second half');
    expect((await store.listObjects('bucket', { prefix: '' })).objects.map(({ key }) => key)).toEqual(['new.json']);
  });
});
