import { z } from 'zod';
import { SHARED_CONTRACT_PACKAGES, type RemoteRelease } from './remoteRegistry.ts';

/**
 * The part of a remote's mf-manifest.json (Module Federation 2) that says what it needs from the shell: each shared
 * package with the range the remote was built against (`shared[].requiredVersion`, from its package.json). Other
 * fields are left as they are.
 */
export const remoteManifestSchema = z.object({
  shared: z.array(z.object({ name: z.string(), requiredVersion: z.string().optional() })),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** The ranges of the shared contract packages a built remote declares: what the registry records as `requires`. */
export function manifestRequires(manifest: RemoteManifest): RemoteRelease['requires'] {
  const requires: RemoteRelease['requires'] = {};
  for (const { name, requiredVersion } of manifest.shared) {
    const known = SHARED_CONTRACT_PACKAGES.find((contract) => contract === name);
    if (known && requiredVersion) requires[known] = requiredVersion;
  }
  return requires;
}
