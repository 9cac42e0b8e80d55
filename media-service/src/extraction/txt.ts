import type { Block } from './chapters.ts';
import { decodeText } from './text-encoding.ts';
import { isSpoken, isTitleLike, normaliseText } from './text.ts';

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|' +
  'eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|third|fourth|' +
  'fifth|sixth|seventh|eighth|ninth|tenth|last|final)';
const ROMAN = '(?=[ivxlcdm])m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})';
const NUMBER = `(?:\\d+|${ROMAN}|${NUMBER_WORD}(?:[\\s-]+(?:and\\s+)?${NUMBER_WORD})*)`;
const SUBTITLE = '(?:\\s*[-\u2013\u2014:.,]\\s*\\S.*)?';
/** "Chapter 1", "CHAPTER XII.", "Part Two: The Return", "Act I, Scene 2", "Prologue". */
const CHAPTER_MARKER = new RegExp(
  `^(?:(?:chapter|chap\\.|part|book|volume|act|scene|canto)\\s+(?:the\\s+)?${NUMBER}\\.?${SUBTITLE}` +
    `|(?:prologue|epilogue|preface|foreword|introduction|afterword|interlude)\\.?${SUBTITLE})$`,
  'i',
);
/** A roman numeral alone on its line, in capitals ("IV."). */
const LONE_ROMAN = new RegExp(`^${ROMAN.toUpperCase()}\\.?$`);
const BLANK_LINE = /\n[^\S\n]*\n/;
/** "Produced by …", "Translated by …": a credit, not a title (a title may well start with "By"). */
const CREDIT_LINE =
  /^(?:produced|transcribed|translated|edited|illustrated|compiled|prepared|adapted|retold|digiti[sz]ed)\s+by\b/i;
// Hard-wrapped text (Gutenberg wraps at about 70) never has a line this long; a file that has one was written with a
// paragraph per line.
const UNWRAPPED_LINE = 100;

export const isChapterMarker = (line: string): boolean =>
  line.length <= 100 && (CHAPTER_MARKER.test(line) || LONE_ROMAN.test(line));

/**
 * Blank-line separated paragraphs, each with its lines (trimmed, empty ones dropped), of text with \n line ends. Every
 * line is kept, a Project Gutenberg header or licence too: what the creator uploaded is read, and they may delete it in
 * review.
 */
function paragraphsOf(text: string): string[][] {
  // Without a single blank line, line breaks are the only paragraph breaks there are.
  return text
    .split(BLANK_LINE.test(text) ? BLANK_LINE : '\n')
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * Where the title line is among the paragraphs, -1 without one. The title line is the first line of the text, past
 * credit lines ("Produced by …"), when it is a paragraph of its own (a blank line follows it), short and title-like
 * (at most 80 characters and 10 words, no closing punctuation), not a chapter marker, and text follows it.
 */
function titleLineOf(paragraphs: string[][]): number {
  const first = paragraphs.findIndex((lines) => !CREDIT_LINE.test(lines.join(' ')));
  const lines = paragraphs[first];
  if (!lines || lines.length !== 1 || first === paragraphs.length - 1) return -1;
  const line = normaliseText(lines[0] as string);
  return isSpoken(line) && isTitleLike(line) && !isChapterMarker(line) ? first : -1;
}

/**
 * Splits a plain-text script into its title, headings and paragraphs. Lines wrapped inside a paragraph are joined.
 * Chapter markers ("Chapter 1", "CHAPTER I", "Part Two", "Prologue", lone roman numerals) are headings, with a short
 * title-like line right after one taken as its subtitle; a text without markers uses short title-like lines followed
 * by prose as headings instead. The title line (titleLineOf) is the title, except in a text without markers where it
 * reads as the first of several such headings.
 */
export function readTxt(buffer: Buffer): Block[] {
  const text = decodeText(buffer).replace(/\r\n?/g, '\n');
  const paragraphs = paragraphsOf(text);
  const all = blocksOf(paragraphs);
  const titleAt = BLANK_LINE.test(text) ? titleLineOf(paragraphs) : -1;
  if (titleAt < 0) return all;
  const title = normaliseText((paragraphs[titleAt] as string[])[0] as string);
  const headings = all.filter((block) => block.kind === 'heading');
  if (headings.length > 1 && headings[0]?.text === title) return all;
  return [{ kind: 'title', text: title }, ...blocksOf(paragraphs.filter((_, index) => index !== titleAt))];
}

function blocksOf(paragraphs: string[][]): Block[] {
  const lines: string[][] = paragraphs.flatMap((paragraph) => {
    const [first = '', ...rest] = paragraph;
    const unwrapped = paragraph.some((line) => line.length > UNWRAPPED_LINE);
    const body = unwrapped ? rest.map((line) => [line]) : rest.length > 0 ? [rest] : [];
    // A marker on the first line of a block starts its own block ("CHAPTER I.\nDown the Rabbit-Hole\n...").
    return isChapterMarker(first) || unwrapped ? [[first], ...body] : [paragraph];
  });
  const texts = lines.map((paragraph) => normaliseText(paragraph.join(' '))).filter(isSpoken);
  const hasMarkers = texts.some(isChapterMarker);

  const blocks: Block[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string;
    const next = texts[i + 1];
    const isHeading = hasMarkers
      ? isChapterMarker(text)
      : isTitleLike(text) && isTitleCase(text) && next !== undefined && !isTitleLike(next);
    if (!isHeading) {
      blocks.push({ kind: 'paragraph', text });
    } else if (hasMarkers && next !== undefined && isTitleLike(next) && !isChapterMarker(next)) {
      blocks.push({ kind: 'heading', level: 1, text: `${text.replace(/[.:]$/, '')}: ${next}` });
      i++;
    } else {
      blocks.push({ kind: 'heading', level: 1, text });
    }
  }
  return blocks;
}

/** "The Last Chapter" or "THE LAST CHAPTER", not "a line of dialogue". */
function isTitleCase(text: string): boolean {
  const words = text.split(' ').filter((word) => /\p{L}/u.test(word));
  return (
    words.length > 0 &&
    /^\p{Lu}/u.test(words[0] as string) &&
    words.every((word) => word.length < 4 || /^[^\p{L}]*\p{Lu}/u.test(word))
  );
}
