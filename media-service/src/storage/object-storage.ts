import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { textChunks } from './text-chunks.ts';

interface StoredObject {
  size: number;
  contentType: string | undefined;
  lastModified: Date | undefined;
}

interface ObjectStream {
  body: Readable;
  /** Bytes in this answer (the range's length for a range read). */
  length: number;
  /** The whole object's size. */
  size: number;
}

/** An inclusive byte range, as in HTTP; `end` omitted means to the end. */
interface ByteRange {
  start: number;
  end?: number;
}

/** Files up to this size go up in one request (S3 takes 5 GB in one PUT). */
const SINGLE_PUT_BYTES = 1024 * 1024 * 1024;

// Parts are held in memory while they upload: 2 × 8 MB at most per upload.
const PART_SIZE = 8 * 1024 * 1024;
const PART_QUEUE = 2;
const DEFAULT_URL_SECONDS = 60 * 60;
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) => error instanceof NotFound || error instanceof NoSuchKey;

/** The service's one door to object storage (S3 protocol: s3rver here, S3/MinIO/R2 in production). */
export class ObjectStorage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: Config['s3']) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      forcePathStyle: true,
      // Without these, a streamed upload to s3rver stores the aws-chunked framing inside the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Streams `body` into `key` in parts, never holding the whole object in memory. Aborting `signal` (or the body
   * failing) fails the upload and leaves no object behind.
   */
  async putStream(key: string, body: Readable, options: { contentType: string; signal?: AbortSignal }): Promise<void> {
    const { signal } = options;
    // Failing the source rather than the Upload lets requests in flight finish before it gives up, so no part or
    // single PUT lands after we report failure.
    const onAbort = () => body.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    // The source's own error is the one worth reporting, not what cleaning up the parts then ran into.
    let sourceError: unknown;
    body.once('error', (error) => (sourceError = error));
    try {
      if (signal?.aborted) onAbort();
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: PART_QUEUE,
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (error) {
      body.destroy();
      await this.delete(key).catch(() => {});
      throw sourceError ?? error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Uploads a file: up to the single-request limit in one streamed PUT (a multipart upload costs the server a copy of
   * every part when it completes), larger ones in parts.
   */
  async putFile(key: string, file: string, options: { contentType: string; signal?: AbortSignal }): Promise<void> {
    const { size } = await stat(file);
    if (size > SINGLE_PUT_BYTES) return this.putStream(key, createReadStream(file), options);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: options.contentType,
      }),
      { abortSignal: options.signal },
    );
  }

  /** A text made piece by piece (a long book's subtitles or timeline), streamed up as it is made. */
  putPieces(key: string, pieces: Iterable<string>, contentType: string): Promise<void> {
    return this.putStream(key, Readable.from(textChunks(pieces)), { contentType });
  }

  /** For small objects made in memory (JSON, subtitles). */
  async put(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async getStream(key: string, range?: ByteRange): Promise<ObjectStream> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
      }),
    );
    const length = answer.ContentLength ?? 0;
    const total = answer.ContentRange?.match(/\/(\d+)$/)?.[1];
    return { body: answer.Body as Readable, length, size: total ? Number(total) : length };
  }

  /** Whole object in memory: only for objects known to be small (sources are at most 10 MB). */
  async getBuffer(key: string): Promise<Buffer> {
    const { body } = await this.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType, lastModified: answer.LastModified };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Copies an object within the bucket (content and content type), without passing its bytes through here. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, CopySource: `${this.bucket}/${fromKey}`, Key: toKey }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every key under `prefix`, page by page. */
  async *list(prefix: string): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Deletes these objects, up to 1000 a request (S3's DeleteObjects limit); keys that are not there count as deleted.
   */
  async deleteMany(keys: string[]): Promise<void> {
    for (let from = 0; from < keys.length; from += DELETE_BATCH) {
      const batch = keys.slice(from, from + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A batch answers 200 even when some of its objects could not be deleted.
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`Could not delete ${failed.length} objects, first ${failed[0]?.Key}: ${failed[0]?.Message}`);
      }
    }
  }

  /** Deletes everything under `prefix` (a project's folder, say); returns how many objects went. */
  async deletePrefix(prefix: string): Promise<number> {
    // Listing is finished before deleting so pages are not shifted under the listing.
    const keys: string[] = [];
    for await (const key of this.list(prefix)) keys.push(key);
    await this.deleteMany(keys);
    return keys.length;
  }

  /** An expiring URL the browser can GET (range requests included); `downloadName` makes it a download. */
  presignGet(key: string, options: { expiresIn?: number; downloadName?: string } = {}): Promise<string> {
    const disposition = options.downloadName ? attachmentDisposition(options.downloadName) : undefined;
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: disposition }),
      { expiresIn: options.expiresIn ?? DEFAULT_URL_SECONDS },
    );
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
