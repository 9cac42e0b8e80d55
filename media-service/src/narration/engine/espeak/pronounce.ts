import { bareWords, ipaToEspeak, pronunciationOccurrences, type PronunciationEntry } from '@reeltalk/contracts';
import { NarrationEngineError } from '../types.ts';

/** How espeak is to say an entry: respelt words as plain text, IPA as espeak's phoneme input `[[...]]`, a word each. */
function sayings(entry: PronunciationEntry): string[] {
  if (entry.ipa === undefined) {
    // Brackets would switch espeak to phoneme input: a respelling is letters to be read.
    return (entry.respelling ?? '').replace(/[[\]]/g, ' ').split(/\s+/u).filter(Boolean);
  }
  const { words, unknown } = ipaToEspeak(entry.ipa);
  if (unknown.length > 0) {
    throw new NarrationEngineError('invalid_pronunciation', `IPA symbols espeak cannot say: ${unknown.join(' ')}`);
  }
  return words.map((phonemes) => `[[${phonemes}]]`);
}

/**
 * The text as espeak is to say it, each term of the entries (where it occurs by the contracts' rule) replaced by its
 * pronunciation, and for each UTF-16 index of that text the index of the original text it stands for: the k-th word of
 * a pronunciation stands for the k-th word of the term (the last one when the term has fewer), so word onsets land on
 * the words as written and highlighting follows the script, not the respelling.
 */
export function spokenText(
  text: string,
  entries: readonly PronunciationEntry[],
): { text: string; originalIndex: (index: number) => number } {
  let spoken = '';
  const indices: number[] = [];
  const copy = (from: number, to: number) => {
    spoken += text.slice(from, to);
    for (let index = from; index < to; index++) indices.push(index);
  };
  let done = 0;
  for (const { entry, start, end } of pronunciationOccurrences(text, entries)) {
    const said = sayings(entry);
    if (said.length === 0) continue;
    copy(done, start);
    const termStarts = bareWords(text.slice(start, end)).map((word) => start + word.start);
    said.forEach((word, index) => {
      const written = (index === 0 ? '' : ' ') + word;
      spoken += written;
      const stands = termStarts[Math.min(index, termStarts.length - 1)] ?? start;
      for (let i = 0; i < written.length; i++) indices.push(stands);
    });
    done = end;
  }
  copy(done, text.length);
  return {
    text: spoken,
    originalIndex: (index) => indices[Math.min(Math.max(index, 0), indices.length - 1)] ?? 0,
  };
}
