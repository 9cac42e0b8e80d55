import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An object as s3rver hands it to its store: its bytes whole or streamed, and its metadata. */
interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

/** The part of s3rver's file store used here (its types leave the store out). */
export interface S3rverStore {
  deleteSubresource(bucket: string, key: undefined, type: 'cors'): Promise<void>;
  /** Rejects when the object does not exist. */
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/** The files s3rver keeps beside an object's bytes. */
const METADATA_FILES = ['object.md5', 'metadata.json'];

/**
 * s3rver answers a PUT before the object's bytes are on disk, and rewrites them in place, so a read right after a
 * write (or during one) could find the object empty or cut short. This makes its store write every object whole
 * beside the old one and rename it into place, metadata too, as S3 swaps an object whole: a read finds one version
 * or the other.
 */
export function writeObjectsWhole(store: S3rverStore): void {
  const putMetadata = store.putMetadata.bind(store);
  store.putObject = async ({ bucket, key, content, metadata }) => {
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    // Named so s3rver never lists it: only files ending in its object suffix are objects.
    const partialKey = `${key}.${randomBytes(6).toString('hex')}.partial`;
    const partialPath = store.getResourcePath(bucket, partialKey, 'partial');
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      const bytes = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(bytes, measure, createWriteStream(partialPath));
      const digest = md5.digest('hex');
      await putMetadata(bucket, partialKey, metadata, digest);
      await rename(partialPath, objectPath);
      for (const file of METADATA_FILES) {
        await rename(store.getResourcePath(bucket, partialKey, file), store.getResourcePath(bucket, key, file));
      }
      return { size, md5: digest };
    } catch (error) {
      const leftovers = [partialPath, ...METADATA_FILES.map((file) => store.getResourcePath(bucket, partialKey, file))];
      await Promise.all(leftovers.map((file) => rm(file, { force: true })));
      throw error;
    }
  };
}
