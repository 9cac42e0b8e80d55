import { countWords, type ScriptUnit } from '@reeltalk/contracts';

/**
 * How many spoken units of `after` are new compared with `before`: a unit read before with the same text and take
 * keeps its audio (the narration's paragraph cache keys audio by them, with the voice and reading), any other is
 * read again. Used when the narration's own counts are not to be had.
 */
export function changeSummary(
  before: readonly ScriptUnit[],
  after: readonly ScriptUnit[],
): { changed: number; unchanged: number } {
  const key = (unit: ScriptUnit) => JSON.stringify([unit.text, unit.take]);
  const known = new Set(before.map(key));
  const spoken = after.filter((unit) => countWords(unit.text) > 0);
  const unchanged = spoken.filter((unit) => known.has(key(unit))).length;
  return { changed: spoken.length - unchanged, unchanged };
}
