import {
  CONTRACTS_VERSION,
  manifestRequires,
  remoteManifestSchema,
  unmetRequirement,
  type RemoteRegistry,
  type RemoteRelease,
  type SHARED_CONTRACT_PACKAGES,
} from '@reeltalk/contracts';
import { WEB_KIT_VERSION } from '@reeltalk/web-kit';

type SharedContractPackage = (typeof SHARED_CONTRACT_PACKAGES)[number];
type Requires = RemoteRelease['requires'];
export type ProvidedVersions = Record<SharedContractPackage, string>;

/**
 * The versions of the shared contract packages this shell provides to every remote: those of the copies it was built
 * with, which every remote uses (remotes bundle none of their own).
 */
export const SHELL_PROVIDES: ProvidedVersions = {
  '@reeltalk/contracts': CONTRACTS_VERSION,
  '@reeltalk/web-kit': WEB_KIT_VERSION,
};

/** Whether a build needing these ranges runs on what the shell provides. */
const fitsShell = (requires: Requires): boolean => unmetRequirement(requires, SHELL_PROVIDES) === undefined;

/**
 * What a release needs, by the manifest the federation runtime would load: its ranges win over the registry's copy,
 * which only stands in for a package the manifest does not name.
 */
async function requiresOf(release: RemoteRelease): Promise<Requires> {
  const response = await fetch(release.manifest);
  if (!response.ok) throw new Error(`Could not load ${release.manifest}: HTTP ${response.status}`);
  return { ...release.requires, ...manifestRequires(remoteManifestSchema.parse(await response.json())) };
}

export interface ReleaseChoice {
  /** The release to load: the live one, else the newest earlier one that fits; none when nothing fits. */
  release: RemoteRelease | undefined;
  /** What the live release needs, when the shell does not provide it. */
  liveRefused?: Requires;
}

/** Picks the release of a remote the shell can run, newest first. */
export async function compatibleRelease(entry: RemoteRegistry['remotes'][string]): Promise<ReleaseChoice> {
  const liveRequires = await requiresOf(entry.live);
  if (fitsShell(liveRequires)) return { release: entry.live };
  for (const earlier of entry.earlier) {
    if (fitsShell(await requiresOf(earlier))) return { release: earlier, liveRefused: liveRequires };
  }
  return { release: undefined, liveRefused: liveRequires };
}

/** No release of the remote fits the shell: its team is releasing one that does (the route says so, with Retry). */
export class RemoteBeingUpdated extends Error {
  constructor(remote: string) {
    super(`No release of ${remote} fits this shell's ${JSON.stringify(SHELL_PROVIDES)}`);
    this.name = 'RemoteBeingUpdated';
  }
}
