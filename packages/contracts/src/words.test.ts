import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, wordSpans } from './words.ts';

const texts = (text: string) => wordSpans(text).map((span) => span.text);

/** Fixed, so a failure reproduces; fast-check prints the counterexample and the path to replay it. */
const SEED = 1323;

// Letters, digits, accents, joiners, punctuation and spaces of several kinds, so generated texts hit every rule.
const character = fc.constantFrom(...'aZé9\u0301 \n\t.,;:!?\'’-‐—–/&*"“”()…_'.split(''), 'ß', '日', '😀');
const text = fc.array(character, { maxLength: 40 }).map((characters) => characters.join(''));

describe('countWords', () => {
  it.each([
    ['of the', 2],
    ['did not', 2],
    ['At a', 2],
    ["don't mother-in-law Bennet’s", 3],
    ['It is 1,000 pounds\u2014a mother-in-law! \u2014 * * *', 6],
    ['ways\u2014with and/or 12:30 3/4 3.5', 7],
    ['e.g. U.S.A. Mr. Bennet', 4],
    ['naïve café nai\u0308ve', 3],
    ['“Why,” said she, “Mrs. Long…”', 5],
    ['', 0],
    ['* * * — …', 0],
  ])('%j has %i words', (sample, count) => {
    expect(countWords(sample)).toBe(count);
  });
});

describe('wordSpans', () => {
  it('gives each word its attached punctuation', () => {
    expect(texts('“Why, my dear,” said she—and stopped.')).toEqual([
      '“Why,',
      'my',
      'dear,”',
      'said',
      'she—',
      'and',
      'stopped.',
    ]);
    expect(texts('and/or 1,000 pounds')).toEqual(['and/', 'or', '1,000', 'pounds']);
  });

  it('puts punctuation standing alone with the word before it, or the first word', () => {
    expect(texts('pounds & shillings — then')).toEqual(['pounds &', 'shillings —', 'then']);
    expect(texts('— * Yes')).toEqual(['— * Yes']);
    expect(wordSpans('  — Yes')).toEqual([{ text: '— Yes', start: 2, end: 7 }]);
  });

  it('has no spans for a text without words', () => {
    expect(wordSpans(' * * — ')).toEqual([]);
  });

  it('has as many spans as words, in order, each one word, its text the source between its indices', () => {
    fc.assert(
      fc.property(text, (sample) => {
        const spans = wordSpans(sample);
        expect(spans).toHaveLength(countWords(sample));
        let previousEnd = 0;
        for (const span of spans) {
          expect(span.text).toBe(sample.slice(span.start, span.end));
          expect(span.start).toBeGreaterThanOrEqual(previousEnd);
          expect(countWords(span.text)).toBe(1);
          previousEnd = span.end;
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('holds every character but spaces once there is a word', () => {
    fc.assert(
      fc.property(text, (sample) => {
        const spans = wordSpans(sample);
        const covered = spans.map((span) => span.text).join('');
        const shown = spans.length === 0 ? '' : sample.replace(/\s/g, '');
        expect(covered.replace(/\s/g, '')).toBe(shown);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('counts the same words when the spans are written out again, one after another', () => {
    fc.assert(
      fc.property(text, text, (first, second) => {
        const shown = wordSpans(first).map((span) => span.text);
        expect(countWords(shown.join(' '))).toBe(countWords(first));
        expect(countWords(`${first} ${second}`)).toBe(countWords(first) + countWords(second));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
