/** A moment an engine reports the start of speech for the text at `charIndex` (UTF-16 index into the request text). */
interface Onset {
  charIndex: number;
  time: number;
}

/** A word with when it starts; where it ends is decided from the audio (see timing.ts). */
export interface StartedWord {
  text: string;
  charStart: number;
  charEnd: number;
  start: number;
}

interface Token {
  charStart: number;
  charEnd: number;
  spoken: boolean;
  start: number | undefined;
}

// Whitespace-separated, and split after a dash ("ways—with" is two words) so a dash never glues words together.
const TOKEN = /[^\s\u2013\u2014]+[\u2013\u2014]*|[\u2013\u2014]+/g;
const SPOKEN = /[\p{L}\p{N}]/u;

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    charStart: match.index,
    charEnd: match.index + match[0].length,
    spoken: SPOKEN.test(match[0]),
    start: undefined,
  }));
}

/** The token holding `charIndex`, else the first one after it (an engine may point at the space before a word). */
function tokenAt(tokens: Token[], charIndex: number): Token | undefined {
  let low = 0;
  let high = tokens.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as Token).charEnd <= charIndex) low = middle + 1;
    else high = middle;
  }
  return tokens[low];
}

/**
 * Turns an engine's word onsets into the request's words. Several onsets inside one written word (a number read as
 * several words) keep the first; a spoken word the engine gave no onset joins the word before it (or after it, at the
 * start); punctuation the engine did not voice is no word at all.
 */
export function wordsFromOnsets(text: string, onsets: Onset[]): StartedWord[] {
  const tokens = tokenize(text);
  for (const onset of onsets) {
    const token = tokenAt(tokens, onset.charIndex);
    if (token && token.start === undefined) token.start = onset.time;
  }

  const words: StartedWord[] = [];
  let orphanStart: number | undefined;
  let lastSpokenEnd = 0;
  for (const token of tokens) {
    if (token.spoken) lastSpokenEnd = token.charEnd;
    const previous = words.at(-1);
    if (token.start !== undefined) {
      const charStart = orphanStart ?? token.charStart;
      // Onsets come in text order; a stray earlier time must not reorder the timeline.
      const start = Math.max(token.start, previous?.start ?? 0);
      words.push({ text: text.slice(charStart, token.charEnd), charStart, charEnd: token.charEnd, start });
      orphanStart = undefined;
    } else if (token.spoken && previous) {
      previous.charEnd = token.charEnd;
      previous.text = text.slice(previous.charStart, token.charEnd);
    } else if (token.spoken) {
      orphanStart ??= token.charStart;
    }
  }
  // An engine that reported no onset at all still spoke the text: one word for all of it.
  if (orphanStart !== undefined && words.length === 0) {
    words.push({
      text: text.slice(orphanStart, lastSpokenEnd),
      charStart: orphanStart,
      charEnd: lastSpokenEnd,
      start: 0,
    });
  }
  return words;
}
