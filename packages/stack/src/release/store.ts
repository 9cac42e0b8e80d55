import type { RemoteName } from '../config.ts';
import type { ReleaseRecord } from './record.ts';

/** One file of a release, by its path inside the release ('static/js/main.3f9a1c2b.js'). */
export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

/**
 * Where releases and the registry that says which one is live are kept: a folder on this machine (the local stack)
 * or a prefix of the S3 bucket (production, where every shell instance must read the same registry).
 */
export interface ReleaseStore {
  /** The folder or s3:// address, for messages. */
  readonly location: string;
  /**
   * Stores a new release, its files first and its record last, so a release exists only once it is whole. Refuses a
   * version that exists (releases are never overwritten).
   */
  publish(record: ReleaseRecord, files: readonly ReleaseFile[]): Promise<void>;
  /** A release's record; undefined when that version was never released. */
  record(remote: RemoteName, version: string): Promise<ReleaseRecord | undefined>;
  /** Every release of a remote, in no particular order. */
  list(remote: RemoteName): Promise<ReleaseRecord[]>;
  /** One file of a release as stored now; undefined when it is missing. */
  readFile(remote: RemoteName, version: string, file: string): Promise<Buffer | undefined>;
  /** The address browsers load a file of a release from. */
  urlOf(remote: RemoteName, version: string, file: string): string;
  /** The registry as stored (JSON), or undefined before its first change. */
  readRegistry(): Promise<unknown>;
  /**
   * Replaces the registry with what `change` makes of the stored one, in one atomic step; a change made meanwhile by
   * someone else is never lost. `change` may run more than once (against a newer registry), so it must only compute.
   */
  changeRegistry(change: (current: unknown) => unknown): Promise<void>;
}
