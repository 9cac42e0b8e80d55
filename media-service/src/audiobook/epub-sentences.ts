import type { TimedText } from '../narration/timeline.ts';

/** A sentence of a paragraph as the read-along highlights it: its words and when they are said (seconds of the mix). */
export interface TimedSentence {
  text: string;
  start: number;
  end: number;
}

// A word ends its sentence when its last letter-like mark is a full stop, question or exclamation mark or an ellipsis,
// closing quotes and brackets after it allowed ('said.”', 'now!)'). One rule for every language the engine reads:
// an abbreviation ('Mr.') ends a sentence too, which only starts the next highlight a word early.
const SENTENCE_END = /[.!?…]['"’”»)\]]*$/u;

/** The paragraph's words grouped into sentences by the rule above; the paragraph's last word ends one in any case. */
export function sentencesOf(words: readonly TimedText[]): TimedSentence[] {
  const sentences: TimedSentence[] = [];
  let current: TimedText[] = [];
  for (const [index, word] of words.entries()) {
    current.push(word);
    if (!SENTENCE_END.test(word.text.trim()) && index < words.length - 1) continue;
    sentences.push({
      text: current.map((each) => each.text.trim()).join(' '),
      start: current[0]!.start,
      end: Math.max(current[0]!.start, current.at(-1)!.end),
    });
    current = [];
  }
  return sentences;
}
