import { wordSpans } from '@reeltalk/contracts';

/** A stretch of the text read out, with when it sounds (seconds) and where it is in the text (UTF-16 indices). */
export interface SpokenStretch {
  start: number;
  end: number;
  charStart: number;
  charEnd: number;
}

export interface TimedText {
  text: string;
  start: number;
  end: number;
}

/**
 * The words of a narrated text, by the word rule of contracts (each with its attached punctuation), timed from what
 * the engine reported. An engine can time several written words as one (espeak reads "of the", "did not" or "At a"
 * in one go and reports one onset): that stretch's time is shared between its words in proportion to their
 * characters. A written word over several stretches (punctuation standing alone that the engine voiced, such as "&")
 * runs from the first one's start to the last one's end. A word no stretch reaches (an engine that skipped it) takes
 * no time, at the end of the word before it.
 */
export function timedWords(text: string, spoken: readonly SpokenStretch[]): TimedText[] {
  const spans = wordSpans(text);
  const times: Array<{ start: number; end: number } | undefined> = spans.map(() => undefined);
  let first = 0;
  for (const stretch of spoken) {
    while (first < spans.length && (spans[first]?.end ?? 0) <= stretch.charStart) first++;
    const shares: Array<{ index: number; characters: number }> = [];
    for (let index = first; index < spans.length && (spans[index]?.start ?? 0) < stretch.charEnd; index++) {
      const span = spans[index]!;
      shares.push({ index, characters: Math.min(span.end, stretch.charEnd) - Math.max(span.start, stretch.charStart) });
    }
    const characters = shares.reduce((sum, share) => sum + share.characters, 0);
    let at = stretch.start;
    for (const share of shares) {
      const end = at + ((stretch.end - stretch.start) * share.characters) / characters;
      const time = times[share.index];
      times[share.index] = { start: time?.start ?? at, end };
      at = end;
    }
  }
  let previousEnd = 0;
  return spans.map((span, index) => {
    const time = times[index] ?? { start: previousEnd, end: previousEnd };
    previousEnd = time.end;
    return { text: span.text, ...time };
  });
}
