import { remoteRegistrySchema, type RemoteRegistry } from '@reeltalk/contracts';
import { z } from 'zod';
import { readRegistry } from './registryRead.ts';

/** The registry this page read (or, `fresh`, reads again), checked against its contract. */
export async function currentRegistry(fresh = false): Promise<RemoteRegistry> {
  const parsed = remoteRegistrySchema.safeParse(await readRegistry(fresh));
  if (!parsed.success) throw new Error(`/remotes.json is not a registry of remotes: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
