import { HIGHLIGHT_LEAD_SECONDS } from '@reeltalk/contracts';
import { documentStretches, type TranscriptDocument } from './transcriptDocument.ts';

/** Word times in typed arrays, and the first word of every paragraph, for O(log n) look-ups on every frame. */
interface WordIndex {
  starts: Float64Array;
  /** Running maximum of the word ends, so it never decreases even if two words overlap. */
  ends: Float64Array;
  /** Index of the first word of each paragraph (the title and headings too), in document order. */
  paragraphStarts: Int32Array;
}

export function buildWordIndex(document: TranscriptDocument): WordIndex {
  const { words } = document;
  const starts = new Float64Array(words.length);
  const ends = new Float64Array(words.length);
  let latestEnd = Number.NEGATIVE_INFINITY;
  words.forEach((word, index) => {
    latestEnd = Math.max(latestEnd, word.end);
    starts[index] = word.start;
    ends[index] = latestEnd;
  });
  const paragraphStarts = Int32Array.from(documentStretches(document), (paragraph) => paragraph.first);
  return { starts, ends, paragraphStarts };
}

/** Index of the first element of a sorted array that is >= value (array length when none is). */
function lowerBound(values: Float64Array | Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The word to highlight at playback time `time`: the word being spoken, or during a pause the next word once it is
 * at most `lead` seconds away (words light up to 0.8 s ahead of playback). -1 when none.
 */
export function activeWordAt(index: WordIndex, time: number, lead = HIGHLIGHT_LEAD_SECONDS): number {
  const candidate = lowerBound(index.ends, time);
  if (candidate >= index.starts.length) return -1;
  return index.starts[candidate]! - lead <= time ? candidate : -1;
}

/** The paragraph (in document order) that holds word `wordIndex`. */
export function paragraphOfWord(index: WordIndex, wordIndex: number): number {
  return lowerBound(index.paragraphStarts, wordIndex + 1) - 1;
}
