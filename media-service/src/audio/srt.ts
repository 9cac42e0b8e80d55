export interface SubtitleWord {
  text: string;
  /** Seconds. */
  start: number;
  end: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** hh:mm:ss,mmm */
export function srtTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return `${pad(Math.floor(ms / 3_600_000), 2)}:${pad(Math.floor(ms / 60_000) % 60, 2)}:${pad(
    Math.floor(ms / 1000) % 60,
    2,
  )},${pad(ms % 1000, 3)}`;
}

/**
 * One cue per word, numbered from `firstNumber`, each ending with its blank line: a generator, so a long book's
 * subtitles can stream out. (Writing SRT is these few lines; the npm subtitle libraries are parsers first and bring
 * stream dependencies with them.)
 */
export function* srtCues(words: Iterable<SubtitleWord>, firstNumber = 1): Generator<string> {
  let number = firstNumber;
  for (const word of words) {
    const text = word.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const end = Math.max(word.start, word.end);
    yield `${number++}\n${srtTimestamp(word.start)} --> ${srtTimestamp(end)}\n${text}\n\n`;
  }
}
