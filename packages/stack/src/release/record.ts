import { SHARED_CONTRACT_PACKAGES } from '@reeltalk/contracts';
import semver from 'semver';
import { z } from 'zod';

/** An exact version such as 1.2.0 (a release folder's name), never a range or a path. */
export const isExactVersion = (value: string): boolean => semver.valid(value) === value;

/** A path inside a release: plain segments joined by '/', so no record can name a file outside its release. */
export const isReleasePath = (value: string): boolean =>
  !/[\\\0]/.test(value) && value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

const sharedVersions = z.partialRecord(z.enum(SHARED_CONTRACT_PACKAGES), z.string().min(1));

/** release.json: what a release is and how to check that its files are still the ones released. */
export const releaseRecordSchema = z.object({
  remote: z.string().regex(/^mf-[a-z]+$/),
  version: z.string().refine(isExactVersion, 'an exact semver version'),
  releasedAt: z.iso.datetime(),
  /**
   * The commit the release was built from, and whether the remote or a shared package had changes beyond it (both
   * null outside a git checkout).
   */
  commit: z.string().nullable(),
  uncommittedChanges: z.boolean().nullable(),
  /** The versions of the shared packages (their package.json) the build bundled its types and calls against. */
  builtAgainst: sharedVersions,
  /** The range of each shared package the build's mf-manifest.json declares it needs. */
  requires: sharedVersions,
  /** Every file of the build by its path in the release, with its sha384 integrity. */
  files: z.record(z.string().refine(isReleasePath, 'a plain relative path'), z.string().startsWith('sha384-')),
});
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** The file beside a release's own files that records it. */
export const RECORD_FILE = 'release.json';

/** Newest first: by the time released, then by version. */
export const newestFirst = (a: ReleaseRecord, b: ReleaseRecord): number =>
  b.releasedAt.localeCompare(a.releasedAt) || semver.rcompare(a.version, b.version);
