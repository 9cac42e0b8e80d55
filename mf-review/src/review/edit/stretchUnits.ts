import { countWords, type ScriptUnit } from '@reeltalk/contracts';
import { documentStretches, type TranscriptDocument } from '../transcript/transcriptDocument.ts';

/**
 * For each stretch of the timed transcript (title, headings and paragraphs in document order), the index of the
 * script unit it reads. The narration reads every unit holding words, in order, as one stretch with those words, so
 * the two line up one to one; null when they do not (the transcript is of another version of the script, as while a
 * newer version's narration has not finished), and then no stretch can be edited.
 */
export function unitsOfStretches(document: TranscriptDocument, units: readonly ScriptUnit[]): number[] | null {
  const stretches = documentStretches(document);
  const spoken = units.flatMap((unit, index) => (countWords(unit.text) > 0 ? [index] : []));
  if (spoken.length !== stretches.length) return null;
  const aligned = stretches.every((stretch, at) => stretch.count === countWords(units[spoken[at]!]!.text));
  return aligned ? spoken : null;
}
