import { countWords } from '@reeltalk/contracts';

const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const CONTROL = /\p{Cc}/gu;
// Gutenberg marks italics as _word_; an underscore that touches a letter only on one side is such a marker.
const EMPHASIS_MARKER = /(?<![\p{L}\p{N}])_+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.,;:!?'"’”)])_+(?![\p{L}\p{N}])/gu;
// Plain-text convention for an em dash.
const DOUBLE_HYPHEN = /(?<!-)--(?!-)/g;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** One paragraph's text as the narrator reads it: no markup leftovers, single spaces, trimmed. */
export function normaliseText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(EMPHASIS_MARKER, '')
    .replace(DOUBLE_HYPHEN, '\u2014')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a paragraph has anything to say (a row of asterisks or a lone dash has not). */
export const isSpoken = (text: string): boolean => HAS_WORD_CHARACTER.test(text);

/** Longer paragraphs are split: one synthesis stays a few minutes of audio (about 1,700 words). */
export const LONGEST_PARAGRAPH = 10_000;
const SENTENCE_BREAK = /[.!?]["'’”)\]]* /g;

/** A paragraph cut at sentence ends (else at a space) into parts of at most `longest` characters. */
export function splitLongParagraph(text: string, longest = LONGEST_PARAGRAPH): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > longest) {
    const window = rest.slice(0, longest + 1);
    const sentenceEnds = [...window.matchAll(SENTENCE_BREAK)].map((match) => match.index + match[0].length - 1);
    const cut = sentenceEnds.at(-1) ?? (window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : longest);
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return [...parts, rest];
}

const SENTENCE_END = /[.!?;:,]["'’”)\]]*$/;

/** A short line without closing punctuation: a title, an author line, a credit. */
export function isTitleLike(text: string): boolean {
  return text.length <= 80 && countWords(text) <= 10 && !SENTENCE_END.test(text);
}
