import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  manifestProvides,
  manifestRequires,
  remoteManifestSchema,
  type RemoteManifest,
  type SharedContractVersions,
} from '@reeltalk/contracts';
import { ReleaseRefused } from './errors.ts';

export const MANIFEST_FILE = 'mf-manifest.json';

const parseManifest = (bytes: Uint8Array): RemoteManifest =>
  remoteManifestSchema.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));

/** The range of each shared contract package a remote's build declares it needs (`shared[].requiredVersion`). */
export const requiresOf = (manifest: Uint8Array): SharedContractVersions => manifestRequires(parseManifest(manifest));

/**
 * The version of each shared contract package the shell's build provides (`shared[].version` of shell/dist's
 * manifest): what a remote's ranges are checked against. The shell's server serves this very build, so it is what
 * the running shell provides, and a shell build is the only thing that changes it.
 */
export async function shellProvides(shellDist: string): Promise<SharedContractVersions> {
  const file = path.join(shellDist, MANIFEST_FILE);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new ReleaseRefused(`The shell is not built (${file} is missing): run npm run build or npm start first.`);
  });
  return manifestProvides(parseManifest(bytes));
}
