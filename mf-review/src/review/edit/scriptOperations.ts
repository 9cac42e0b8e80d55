import type { ScriptUnit } from '@reeltalk/contracts';

/**
 * The edits a creator makes on the script, each building a new list of units from the current one. A unit whose
 * text changes starts again at take 0 (its first reading); every other unit keeps its take, so it is not read again.
 */

const withText = (unit: ScriptUnit, text: string): ScriptUnit =>
  unit.text === text.trim() ? unit : { ...unit, text: text.trim(), take: 0 };

const paragraphAfter = (unit: ScriptUnit, text: string): ScriptUnit => ({
  chapter: unit.chapter,
  heading: false,
  text: text.trim(),
  take: 0,
});

/** The unit at `index` with a new text (a paragraph edited, a heading renamed). */
export function replaceText(units: readonly ScriptUnit[], index: number, text: string): ScriptUnit[] {
  return units.map((unit, at) => (at === index ? withText(unit, text) : unit));
}

/**
 * The paragraph at `index` cut in two where the caret is in `text` (its edited text): the first part stays, the
 * second becomes the next paragraph. Null when the caret leaves either part without text.
 */
export function splitParagraph(
  units: readonly ScriptUnit[],
  index: number,
  text: string,
  caret: number,
): ScriptUnit[] | null {
  const unit = units[index];
  const before = text.slice(0, caret).trim();
  const after = text.slice(caret).trim();
  if (!unit || unit.heading || before === '' || after === '') return null;
  return [...units.slice(0, index), withText(unit, before), paragraphAfter(unit, after), ...units.slice(index + 1)];
}

/** Whether the unit at `index` is a paragraph followed by another paragraph of the same chapter. */
export function canMergeWithNext(units: readonly ScriptUnit[], index: number): boolean {
  const unit = units[index];
  const next = units[index + 1];
  return Boolean(unit && next && !unit.heading && !next.heading && unit.chapter === next.chapter);
}

/** The paragraph at `index` and the one after it as one paragraph (their texts joined by a space). */
export function mergeWithNext(units: readonly ScriptUnit[], index: number): ScriptUnit[] | null {
  if (!canMergeWithNext(units, index)) return null;
  const unit = units[index]!;
  const merged = withText(unit, `${unit.text} ${units[index + 1]!.text}`);
  return [...units.slice(0, index), merged, ...units.slice(index + 2)];
}

/** Whether a paragraph can follow the unit at `index`: anything but the script's title (it belongs to no chapter). */
export function canAddAfter(units: readonly ScriptUnit[], index: number): boolean {
  return units[index] !== undefined && units[index]!.chapter !== null;
}

/** A new paragraph after the unit at `index`, in its chapter. */
export function addParagraphAfter(units: readonly ScriptUnit[], index: number, text: string): ScriptUnit[] | null {
  if (!canAddAfter(units, index)) return null;
  return [...units.slice(0, index + 1), paragraphAfter(units[index]!, text), ...units.slice(index + 1)];
}

/** The script without the paragraph at `index`. */
export function deleteParagraph(units: readonly ScriptUnit[], index: number): ScriptUnit[] {
  return units.filter((_unit, at) => at !== index);
}
