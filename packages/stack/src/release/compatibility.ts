import semver from 'semver';
import { ReleaseRefused } from './errors.ts';
import type { SharedVersions } from './manifest.ts';
import type { ReleaseRecord } from './record.ts';

/**
 * Refuses a release whose declared range of a shared contract package does not include the version the shell
 * provides: its code would call exports the running shell may not have.
 */
export function checkCompatible(
  release: Pick<ReleaseRecord, 'remote' | 'version' | 'requires'>,
  shell: SharedVersions,
) {
  for (const [name, range] of Object.entries(release.requires) as Array<[keyof SharedVersions, string]>) {
    const provided = shell[name];
    if (provided === undefined || !semver.satisfies(provided, range)) {
      throw new ReleaseRefused(
        `${release.remote} ${release.version} needs ${name} ${range}; the shell provides ${provided ?? 'none'}`,
      );
    }
  }
}
