import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { RemoteName } from '../config.ts';
import { builtFileType } from '../serve/compressed-variant.ts';
import { alreadyReleased, ReleaseRefused } from './errors.ts';
import { isExactVersion, isReleasePath, RECORD_FILE, releaseRecordSchema, type ReleaseRecord } from './record.ts';
import type { ReleaseFile, ReleaseStore } from './store.ts';

interface S3ReleaseSettings {
  client: S3Client;
  bucket: string;
  /** Ends in '/': releases are <prefix><remote>/<version>/<file>, the registry <prefix>registry.json. */
  prefix: string;
  /** Serves the bucket's prefix to browsers (a CDN in front of it), without a trailing '/'. */
  publicUrl: string;
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;
/** S3 refused a conditional write: the object exists (If-None-Match: *) or changed (If-Match). */
const isPreconditionFailed = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412;

/** A release never changes, so a CDN and every browser may keep its files for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS_AT_ONCE = 8;
/** Registry changes that met a newer registry are computed again against it, this many times at most. */
const REGISTRY_ATTEMPTS = 10;

/**
 * Releases in the S3 bucket (production): files first, release.json last and only if it is not there yet
 * (If-None-Match: *), so a version exists once it is whole and is never written twice. The registry is one object,
 * replaced in one PUT that names the version it was computed from (If-Match), so two teams' changes never overwrite
 * each other.
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly location: string;

  constructor(private readonly settings: S3ReleaseSettings) {
    this.location = `s3://${settings.bucket}/${settings.prefix}`;
  }

  private key(remote: RemoteName, version: string, file: string): string {
    if (!isExactVersion(version)) throw new ReleaseRefused(`"${version}" is not a version such as 1.2.0`);
    return `${this.settings.prefix}${remote}/${version}/${file}`;
  }

  private get registryKey(): string {
    return `${this.settings.prefix}registry.json`;
  }

  private async get(key: string): Promise<{ bytes: Buffer; etag: string | undefined } | undefined> {
    try {
      const answer = await this.settings.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), etag: answer.ETag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.settings.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async publish(record: ReleaseRecord, files: readonly ReleaseFile[]): Promise<void> {
    const remote = record.remote as RemoteName;
    const recordKey = this.key(remote, record.version, RECORD_FILE);
    if (await this.exists(recordKey)) throw alreadyReleased(remote, record.version);
    const queue = [...files];
    const upload = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        await this.settings.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.key(remote, record.version, file.path),
            Body: file.bytes,
            ContentType: builtFileType(file.path),
            CacheControl: IMMUTABLE,
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, upload));
    await this.settings.client
      .send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: recordKey,
          Body: JSON.stringify(record, null, 2),
          ContentType: 'application/json',
          CacheControl: IMMUTABLE,
          IfNoneMatch: '*',
        }),
      )
      .catch((error: unknown) => {
        if (isPreconditionFailed(error)) throw alreadyReleased(remote, record.version);
        throw error;
      });
  }

  async record(remote: RemoteName, version: string): Promise<ReleaseRecord | undefined> {
    const found = await this.get(this.key(remote, version, RECORD_FILE));
    return found && releaseRecordSchema.parse(JSON.parse(found.bytes.toString('utf8')));
  }

  async list(remote: RemoteName): Promise<ReleaseRecord[]> {
    const folder = `${this.settings.prefix}${remote}/`;
    const versions: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.settings.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: folder,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const { Prefix } of page.CommonPrefixes ?? []) versions.push(Prefix!.slice(folder.length, -1));
      token = page.NextContinuationToken;
    } while (token);
    const records = await Promise.all(versions.filter(isExactVersion).map((version) => this.record(remote, version)));
    return records.filter((record) => record !== undefined);
  }

  async readFile(remote: RemoteName, version: string, file: string): Promise<Buffer | undefined> {
    if (!isReleasePath(file)) return undefined;
    return (await this.get(this.key(remote, version, file)))?.bytes;
  }

  urlOf(remote: RemoteName, version: string, file: string): string {
    return `${this.settings.publicUrl}/${this.key(remote, version, file).slice(this.settings.prefix.length)}`;
  }

  async readRegistry(): Promise<unknown> {
    const found = await this.get(this.registryKey);
    return found && (JSON.parse(found.bytes.toString('utf8')) as unknown);
  }

  async changeRegistry(change: (current: unknown) => unknown): Promise<void> {
    for (let attempt = 0; attempt < REGISTRY_ATTEMPTS; attempt++) {
      const current = await this.get(this.registryKey);
      const next = change(current && (JSON.parse(current.bytes.toString('utf8')) as unknown));
      try {
        await this.settings.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.registryKey,
            Body: JSON.stringify(next, null, 2),
            ContentType: 'application/json',
            CacheControl: 'no-cache',
            ...(current ? { IfMatch: current.etag } : { IfNoneMatch: '*' }),
          }),
        );
        return;
      } catch (error) {
        if (!isPreconditionFailed(error)) throw error;
      }
    }
    throw new ReleaseRefused(
      `The registry (${this.location}registry.json) kept changing while this change was made; try again.`,
    );
  }
}
