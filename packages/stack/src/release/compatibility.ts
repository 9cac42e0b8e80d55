import { unmetRequirement, type SharedContractVersions } from '@reeltalk/contracts';
import { ReleaseRefused } from './errors.ts';
import type { ReleaseRecord } from './record.ts';

/** Refuses a release that needs a shared contract package the shell does not provide (contracts' one rule). */
export function checkCompatible(
  release: Pick<ReleaseRecord, 'remote' | 'version' | 'requires'>,
  shell: SharedContractVersions,
) {
  const unmet = unmetRequirement(release.requires, shell);
  if (unmet) {
    throw new ReleaseRefused(
      `${release.remote} ${release.version} needs ${unmet.name} ${unmet.range}; the shell provides ${unmet.provided ?? 'none'}`,
    );
  }
}
