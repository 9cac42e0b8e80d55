import { z } from 'zod';
import { scriptUnitSchema, type ScriptUnit } from '@reeltalk/contracts';
import type { ExtractedScript } from '../extraction/index.ts';
import { narrationUnits } from '../narration/units.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

export const storedUnitsSchema = z.array(scriptUnitSchema);

/**
 * Bump whenever extraction would read the same document into different units: documents' units kept before are then
 * extracted again.
 */
const EXTRACTED_UNITS_VERSION = 1;

/** Where a document's extracted units are kept beside it: documents never change, and extracting one takes a while. */
export const extractedUnitsKey = (documentKey: string) => `${documentKey}.units-${EXTRACTED_UNITS_VERSION}.json`;

/** Keeps a document's units (each its first take) beside it, and answers them. */
export async function keepExtractedUnits(
  storage: ObjectStorage,
  documentKey: string,
  script: ExtractedScript,
): Promise<ScriptUnit[]> {
  const units = narrationUnits(script).map((unit) => ({ ...unit, take: 0 }));
  await storage.put(extractedUnitsKey(documentKey), JSON.stringify(units), 'application/json');
  return units;
}
