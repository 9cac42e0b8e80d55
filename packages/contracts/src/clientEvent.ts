import { z } from 'zod';
import { remoteRegistrySchema, remoteReleaseSchema, SHARED_CONTRACT_PACKAGES } from './remoteRegistry.ts';

const version = remoteReleaseSchema.shape.version;
/** A semver range as a manifest declares it ('^1.2.0', '>=1.0.0 <3', '1.x || 2.x'): written to the log, so bounded. */
const range = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[0-9A-Za-z.*^~<>=|+\- ]+$/, 'a semver range');

/**
 * POST /api/client-events/remote-refused: the shell did not load a remote's live release because the shared contract
 * packages it needs do not fit the shell's own. The bff logs it (`"event":"remote_refused"`) with the caller.
 */
export const remoteRefusedEventSchema = z.strictObject({
  remote: remoteRegistrySchema.shape.remotes.keyType,
  /** The live release that was refused. */
  version,
  /** The ranges that release needs (from its manifest). */
  requires: z.partialRecord(z.enum(SHARED_CONTRACT_PACKAGES), range),
  /** The versions the shell provides. */
  provides: z.record(z.enum(SHARED_CONTRACT_PACKAGES), version),
  /** The earlier release loaded instead; null when none fits and the step shows that it is being updated. */
  loaded: version.nullable(),
});
export type RemoteRefusedEvent = z.infer<typeof remoteRefusedEventSchema>;
