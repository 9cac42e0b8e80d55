import { extractedUnitsKey } from '../script/extracted-units.ts';
import { scriptKindOf } from '../script/script-file.ts';
import type { ObjectStorage } from './object-storage.ts';

export type StorageService = ReturnType<typeof createStorageService>;

/** Signs GET URLs and deletes objects; the bff has already checked that the caller owns them. */
export function createStorageService(storage: ObjectStorage) {
  return {
    /** An expiring GET URL per key (each once), one named in `downloadNames` downloading as that file. */
    async presign(
      keys: string[],
      options: { expiresIn?: number | undefined; downloadNames?: Record<string, string> | undefined },
    ): Promise<Record<string, string>> {
      const signed = await Promise.all(
        [...new Set(keys)].map(
          async (key) =>
            [
              key,
              await storage.presignGet(key, {
                expiresIn: options.expiresIn,
                downloadName: options.downloadNames?.[key],
              }),
            ] as const,
        ),
      );
      return Object.fromEntries(signed);
    },

    /**
     * Objects of a project the bff no longer needs (a replaced script); one that is already gone is fine. A script
     * goes with the units kept of it.
     */
    async delete(keys: string[]): Promise<void> {
      const kept = keys.filter((key) => scriptKindOf(key)).map(extractedUnitsKey);
      await storage.deleteMany([...new Set([...keys, ...kept])]);
    },
  };
}
