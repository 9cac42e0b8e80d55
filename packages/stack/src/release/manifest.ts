import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_CONTRACT_PACKAGES } from '@reeltalk/contracts';
import { z } from 'zod';
import { ReleaseRefused } from './errors.ts';

export const MANIFEST_FILE = 'mf-manifest.json';

type SharedPackage = (typeof SHARED_CONTRACT_PACKAGES)[number];
export type SharedVersions = Partial<Record<SharedPackage, string>>;

/** The part of Module Federation's mf-manifest.json read here: each shared package's version and required range. */
const manifestSchema = z.object({
  // A build that shares nothing lists nothing.
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string() })).default([]),
});

function sharedOf(bytes: Uint8Array, field: 'version' | 'requiredVersion'): SharedVersions {
  const manifest = manifestSchema.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
  const found: SharedVersions = {};
  for (const entry of manifest.shared) {
    const name = SHARED_CONTRACT_PACKAGES.find((shared) => shared === entry.name);
    if (name && entry[field] !== '') found[name] = entry[field];
  }
  return found;
}

/** The range of each shared contract package a remote's build declares it needs (`shared[].requiredVersion`). */
export const requiresOf = (manifest: Uint8Array): SharedVersions => sharedOf(manifest, 'requiredVersion');

/**
 * The version of each shared contract package the shell's build provides (`shared[].version` of shell/dist's
 * manifest): what a remote's ranges are checked against. The shell's server serves this very build, so it is what
 * the running shell provides, and a shell build is the only thing that changes it.
 */
export async function shellProvides(shellDist: string): Promise<SharedVersions> {
  const file = path.join(shellDist, MANIFEST_FILE);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new ReleaseRefused(`The shell is not built (${file} is missing): run npm run build or npm start first.`);
  });
  return sharedOf(bytes, 'version');
}
