import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RemoteName, StackConfig } from '../config.ts';
import { alreadyReleased, ReleaseRefused } from './errors.ts';
import { isExactVersion, isReleasePath, RECORD_FILE, releaseRecordSchema, type ReleaseRecord } from './record.ts';
import type { ReleaseFile, ReleaseStore } from './store.ts';

/** The local stack's releases: DATA_DIR/releases/<remote>/<version>/, and registry.json beside them. */
export const releasesFolder = (config: StackConfig): string => path.join(config.dataDir, 'releases');

/** The folder of one release, or undefined for anything that is not an exact version (a path, '..', a range). */
export function releaseFolder(root: string, remote: RemoteName, version: string): string | undefined {
  return isExactVersion(version) ? path.join(root, remote, version) : undefined;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function readIfThere(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
}

/** How long a registry change waits for another one to finish before giving up. */
const LOCK_WAIT_MS = 10_000;
const LOCK_RETRY_MS = 50;

export class FolderReleaseStore implements ReleaseStore {
  readonly location: string;

  constructor(
    private readonly root: string,
    /** The address a remote's server answers a release at: http://host:port/releases/<version>/. */
    private readonly baseUrlOf: (remote: RemoteName, version: string) => string,
  ) {
    this.location = root;
  }

  private folder(remote: RemoteName, version: string): string {
    const folder = releaseFolder(this.root, remote, version);
    if (!folder) throw new ReleaseRefused(`"${version}" is not a version such as 1.2.0`);
    return folder;
  }

  /**
   * The release is written into a temporary folder beside it and renamed into place: rename(2) never replaces a
   * folder that has files (a release always has its release.json), so of two releases of one version only the first
   * lands, and a crash leaves at most a temporary folder, never half a release.
   */
  async publish(record: ReleaseRecord, files: readonly ReleaseFile[]): Promise<void> {
    const remote = record.remote as RemoteName;
    const target = this.folder(remote, record.version);
    if (await this.record(remote, record.version)) throw alreadyReleased(remote, record.version);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = await mkdtemp(path.join(path.dirname(target), `.${record.version}-`));
    try {
      for (const file of files) {
        const destination = path.join(temp, file.path);
        await mkdir(path.dirname(destination), { recursive: true });
        await writeFile(destination, file.bytes, { flag: 'wx' });
      }
      await writeFile(path.join(temp, RECORD_FILE), JSON.stringify(record, null, 2), { flag: 'wx' });
      await rename(temp, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') throw alreadyReleased(remote, record.version);
        throw error;
      });
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }

  async record(remote: RemoteName, version: string): Promise<ReleaseRecord | undefined> {
    const file = path.join(this.folder(remote, version), RECORD_FILE);
    const bytes = await readIfThere(file);
    return bytes && releaseRecordSchema.parse(JSON.parse(bytes.toString('utf8')));
  }

  async list(remote: RemoteName): Promise<ReleaseRecord[]> {
    const entries = await readdir(path.join(this.root, remote)).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const records = await Promise.all(entries.filter(isExactVersion).map((version) => this.record(remote, version)));
    return records.filter((record) => record !== undefined);
  }

  async readFile(remote: RemoteName, version: string, file: string): Promise<Buffer | undefined> {
    if (!isReleasePath(file)) return undefined;
    return readIfThere(path.join(this.folder(remote, version), file));
  }

  urlOf(remote: RemoteName, version: string, file: string): string {
    return this.baseUrlOf(remote, version) + file;
  }

  private get registryFile(): string {
    return path.join(this.root, 'registry.json');
  }

  async readRegistry(): Promise<unknown> {
    const bytes = await readIfThere(this.registryFile);
    return bytes && (JSON.parse(bytes.toString('utf8')) as unknown);
  }

  /** Under an exclusive lock file, written to a temporary file and renamed over the old one: readers see one or the other. */
  async changeRegistry(change: (current: unknown) => unknown): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const unlock = await this.lock();
    try {
      const next = change(await this.readRegistry());
      const temp = `${this.registryFile}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, JSON.stringify(next, null, 2));
      await rename(temp, this.registryFile);
    } finally {
      await unlock();
    }
  }

  private async lock(): Promise<() => Promise<void>> {
    const lockFile = path.join(this.root, 'registry.lock');
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(`${process.pid}\n`);
        await handle.close();
        return () => rm(lockFile, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (Date.now() > giveUpAt) {
          throw new ReleaseRefused(
            `Another release or rollback is changing the registry (${lockFile} exists). If none is running, delete that file and try again.`,
          );
        }
        await sleep(LOCK_RETRY_MS);
      }
    }
  }
}
