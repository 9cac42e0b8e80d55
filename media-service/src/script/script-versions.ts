import { createHash } from 'node:crypto';
import type { ScriptUnit } from '@reeltalk/contracts';
import { extractScript } from '../extraction/index.ts';
import { projectPrefix, scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { extractedUnitsKey, keepExtractedUnits, storedUnitsSchema } from './extracted-units.ts';
import { scriptKindOf } from './script-file.ts';

/** A project's script versions, each named by the hash of its units: the same script is stored once. */
const scriptVersionPrefix = (projectId: string): string => `${projectPrefix(projectId)}scripts/versions/`;
const VERSION_NAME = /^[0-9a-f]{64}\.json$/;

/** Stores a version's units (once: an equal version has the same key) and answers its key. */
export async function storeScriptVersion(
  storage: ObjectStorage,
  projectId: string,
  units: readonly ScriptUnit[],
): Promise<string> {
  // Field by field, so equal units always make the same bytes and so the same key.
  const body = JSON.stringify(units.map(({ chapter, heading, text, take }) => ({ chapter, heading, text, take })));
  const key = `${scriptVersionPrefix(projectId)}${createHash('sha256').update(body).digest('hex')}.json`;
  if (!(await storage.head(key))) await storage.put(key, body, 'application/json');
  return key;
}

/**
 * How to read the units of `key` when it is a script of the project: a stored version's units as saved, or an
 * uploaded document's as extracted (each its first take; extracted once, then kept). Undefined for any other key.
 */
export function scriptReader(
  projectId: string,
  key: string,
): ((storage: ObjectStorage) => Promise<ScriptUnit[]>) | undefined {
  const versions = scriptVersionPrefix(projectId);
  const readStored = async (storage: ObjectStorage, storedKey: string) =>
    storedUnitsSchema.parse(JSON.parse((await storage.getBuffer(storedKey)).toString('utf8')));
  if (key.startsWith(versions) && VERSION_NAME.test(key.slice(versions.length))) {
    return (storage) => readStored(storage, key);
  }
  const document = scriptKindOf(key);
  if (!key.startsWith(scriptPrefix(projectId)) || !document) return undefined;
  return async (storage) => {
    const extracted = extractedUnitsKey(key);
    if (await storage.head(extracted)) return readStored(storage, extracted);
    return keepExtractedUnits(storage, key, await extractScript(await storage.getBuffer(key), document.kind));
  };
}
