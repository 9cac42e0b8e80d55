import { createHash } from 'node:crypto';

/** A file's Subresource Integrity value (sha384, as browsers check a script's `integrity` attribute). */
export const integrityOf = (bytes: Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
