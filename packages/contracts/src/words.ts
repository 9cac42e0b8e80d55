/**
 * What counts as a word, for the word count of a script (the extraction and the review's header) and for the word
 * spans the narration's timeline highlights, so that both always agree.
 *
 * A word is a run of letters, digits and combining marks. An apostrophe or a hyphen between two such characters joins
 * them ("don't", "mother-in-law", "Bennet’s"), as does a full stop ("e.g", "U.S.A", "3.5") and, between two digits, a
 * comma, colon or slash ("1,000", "12:30", "3/4"). Everything else separates words: spaces, dashes ("ways—with" is
 * two words), slashes between letters ("and/or" is two), and so on. A line of asterisks or a lone dash is no word.
 *
 * As shown, each word carries the punctuation attached to it: what touches it without a space before it (opening
 * quotes) or after it (closing quotes, full stops, a dash up to the next word); punctuation standing alone between
 * spaces ("pounds & shillings", "then — now") goes with the word before it, or the first word when none is before.
 */

const WORD_CHARACTER = '[\\p{L}\\p{N}\\p{M}]';
const JOINER = "(?:['\u2019\u02bc\\-\u2010\u2011.]|(?<=\\p{N})[,:/](?=\\p{N}))";
const WORD = new RegExp(`${WORD_CHARACTER}+(?:${JOINER}${WORD_CHARACTER}+)*`, 'gu');
const TOKEN = /\S+/g;

/** A word of a text as shown: `text` is `source.slice(start, end)`, the word with its attached punctuation. */
interface WordSpan {
  text: string;
  start: number;
  end: number;
}

/** How many words a text holds, by the rule above. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The words of a text alone, without their punctuation (UTF-16 indices): what a phrase is matched against. */
export function bareWords(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((word) => ({
    text: word[0],
    start: word.index,
    end: word.index + word[0].length,
  }));
}

/**
 * The words of a text, in order, each with its attached punctuation (UTF-16 indices). Together they hold every
 * character that is not a space when the text has a word at all; a text without one has no spans.
 */
export function wordSpans(text: string): WordSpan[] {
  const spans: Array<{ start: number; end: number }> = [];
  // Punctuation met before the first word, standing alone: it opens the first word.
  let leadingFrom: number | undefined;
  for (const token of text.matchAll(TOKEN)) {
    const tokenStart = token.index;
    const tokenEnd = tokenStart + token[0].length;
    const words = [...token[0].matchAll(WORD)];
    if (words.length === 0) {
      const previous = spans.at(-1);
      if (previous) previous.end = tokenEnd;
      else leadingFrom ??= tokenStart;
      continue;
    }
    words.forEach((word, index) => {
      // Before its first word a token's punctuation opens it; after a word, it closes it up to the next word.
      const start = index === 0 ? (leadingFrom ?? tokenStart) : tokenStart + word.index;
      const next = words[index + 1];
      const end = next === undefined ? tokenEnd : tokenStart + next.index;
      spans.push({ start, end });
      leadingFrom = undefined;
    });
  }
  return spans.map(({ start, end }) => ({ text: text.slice(start, end), start, end }));
}
