import { NotFound } from '@reeltalk/server-kit';
import type { ObjectStorage } from './object-storage.ts';

/** A stored input as a fingerprint sees it: its key and what says its content changed. */
export interface StoredInput {
  key: string;
  size: number;
  lastModified: number;
}

/** The object at `key` as a fingerprint sees it, or 404 naming `what` when it is not stored. */
export async function storedInput(storage: ObjectStorage, key: string, what: string): Promise<StoredInput> {
  const object = await storage.head(key);
  if (!object) throw new NotFound(`The ${what} was not found.`);
  return { key, size: object.size, lastModified: object.lastModified?.getTime() ?? 0 };
}
