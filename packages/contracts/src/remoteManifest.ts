import satisfies from 'semver/functions/satisfies.js';
import { z } from 'zod';
import { SHARED_CONTRACT_PACKAGES, type RemoteRelease } from './remoteRegistry.ts';

type SharedContractPackage = (typeof SHARED_CONTRACT_PACKAGES)[number];
/** A version (what a build provides) or a range (what it needs) of each shared contract package it names. */
export type SharedContractVersions = Partial<Record<SharedContractPackage, string>>;

/**
 * The part of a front end's mf-manifest.json (Module Federation 2) that says what it shares: each shared package with
 * the version it was built with (`shared[].version`, empty for a remote, which bundles no copy) and the range it needs
 * (`shared[].requiredVersion`, from its package.json). Other fields are left as they are.
 */
export const remoteManifestSchema = z.object({
  // A build that shares nothing lists nothing.
  shared: z
    .array(z.object({ name: z.string(), version: z.string().optional(), requiredVersion: z.string().optional() }))
    .default([]),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

function sharedContracts(manifest: RemoteManifest, field: 'version' | 'requiredVersion'): SharedContractVersions {
  const found: SharedContractVersions = {};
  for (const entry of manifest.shared) {
    const known = SHARED_CONTRACT_PACKAGES.find((contract) => contract === entry.name);
    const value = entry[field];
    if (known && value) found[known] = value;
  }
  return found;
}

/** The ranges of the shared contract packages a built remote declares: what the registry records as `requires`. */
export const manifestRequires = (manifest: RemoteManifest): RemoteRelease['requires'] =>
  sharedContracts(manifest, 'requiredVersion');

/** The versions of the shared contract packages a build provides (the shell's: every remote uses its copies). */
export const manifestProvides = (manifest: RemoteManifest): SharedContractVersions =>
  sharedContracts(manifest, 'version');

export interface UnmetRequirement {
  name: SharedContractPackage;
  range: string;
  /** What the shell provides, if anything. */
  provided: string | undefined;
}

/**
 * The first shared package whose range a build needs and the shell does not provide: a remote built against a
 * contract the shell lacks would call exports the page does not have. A range semver cannot read is never met.
 */
export function unmetRequirement(
  requires: RemoteRelease['requires'],
  provided: SharedContractVersions,
): UnmetRequirement | undefined {
  for (const name of SHARED_CONTRACT_PACKAGES) {
    const range = requires[name];
    if (range === undefined) continue;
    const version = provided[name];
    if (version === undefined || !satisfies(version, range)) return { name, range, provided: version };
  }
  return undefined;
}
