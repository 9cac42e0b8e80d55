import { moveProjectKeys } from '@reeltalk/contracts';
import { Conflict } from '@reeltalk/server-kit';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

const COPIES_AT_ONCE = 8;

/**
 * Copies every object of project `from` to the same path under project `to`, so the copy owns its files and
 * deleting either project leaves the other whole. JSON objects name keys of their own project (an assembled
 * narration names its vocal, timeline and peaks): those are rewritten to name the copy's keys. The copy goes to an
 * empty folder only; a copy that fails half way is removed. Answers the new key of each old key.
 */
export async function copyProjectObjects(
  storage: ObjectStorage,
  from: string,
  to: string,
): Promise<Record<string, string>> {
  const source = projectPrefix(from);
  const target = projectPrefix(to);
  for await (const existing of storage.list(target)) {
    throw new Conflict(`Project ${to} already has stored objects (${existing}).`);
  }
  const keys: string[] = [];
  for await (const key of storage.list(source)) keys.push(key);
  const moved = new Map(keys.map((key) => [key, `${target}${key.slice(source.length)}`]));

  const copyOne = async (key: string, toKey: string) => {
    if (!key.endsWith('.json')) return storage.copy(key, toKey);
    const json: unknown = JSON.parse((await storage.getBuffer(key)).toString('utf8'));
    await storage.put(toKey, JSON.stringify(moveProjectKeys(json, from, to)), 'application/json');
  };
  const queue = [...moved];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await copyOne(...next);
  };
  try {
    await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  } catch (error) {
    await storage.deletePrefix(target).catch(() => {});
    throw error;
  }
  return Object.fromEntries(moved);
}
