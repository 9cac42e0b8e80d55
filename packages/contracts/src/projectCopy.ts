import { z } from 'zod';

/** POST /projects/{id}/copy (media-service): copy every object of the project to another project's folder. */
export const copyProjectRequestSchema = z.object({ toProjectId: z.string() });

/** Its answer: the new key of every object copied, by old key. */
export const copiedProjectSchema = z.object({ keys: z.record(z.string(), z.string()) });

/**
 * `value` (any JSON) with every storage key or address of the project's folder moved to another project's: each
 * string's `projects/{from}/` becomes `projects/{to}/`. Ids are UUIDs or plain ids, so the folder's text names
 * nothing else. Used on stored JSON objects (assembled narrations) and on a project's own fields alike.
 */
export function moveProjectKeys<T>(value: T, fromProjectId: string, toProjectId: string): T {
  const from = `projects/${fromProjectId}/`;
  const to = `projects/${toProjectId}/`;
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replaceAll(from, to);
    if (Array.isArray(item)) return item.map(move);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, move(inner)]));
    }
    return item;
  };
  return move(value) as T;
}
