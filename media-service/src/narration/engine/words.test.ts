import { describe, expect, it } from 'vitest';
import { wordsFromOnsets } from './words.ts';

const at = (text: string, word: string, time: number, from = 0) => ({ charIndex: text.indexOf(word, from), time });

describe('wordsFromOnsets', () => {
  it('gives each written word with an onset its start, keeping its punctuation', () => {
    const text = '"My dear Mr. Bennet," said she.';
    const onsets = ['My', 'dear', 'Mr.', 'Bennet', 'said', 'she'].map((word, i) => at(text, word, i / 2));
    expect(wordsFromOnsets(text, onsets)).toEqual([
      { text: '"My', charStart: 0, charEnd: 3, start: 0 },
      { text: 'dear', charStart: 4, charEnd: 8, start: 0.5 },
      { text: 'Mr.', charStart: 9, charEnd: 12, start: 1 },
      { text: 'Bennet,"', charStart: 13, charEnd: 21, start: 1.5 },
      { text: 'said', charStart: 22, charEnd: 26, start: 2 },
      { text: 'she.', charStart: 27, charEnd: 31, start: 2.5 },
    ]);
  });

  it('keeps the first of several onsets inside one written word (a number read as several words)', () => {
    const text = 'In 1813, a ball.';
    const onsets = [at(text, 'In', 0), at(text, '1813', 0.2), at(text, '813', 0.5), at(text, '13', 0.8)];
    onsets.push(at(text, 'a ', 1.2), at(text, 'ball', 1.4));
    expect(wordsFromOnsets(text, onsets).map((word) => [word.text, word.start])).toEqual([
      ['In', 0],
      ['1813,', 0.2],
      ['a', 1.2],
      ['ball.', 1.4],
    ]);
  });

  it('joins a spoken word without an onset to the word before it ("of a" read as one)', () => {
    const text = 'one of a kind';
    const words = wordsFromOnsets(text, [at(text, 'one', 0), at(text, 'of', 0.3), at(text, 'kind', 0.6)]);
    expect(words.map((word) => word.text)).toEqual(['one', 'of a', 'kind']);
    expect(words[1]).toMatchObject({ charStart: 4, charEnd: 8 });
  });

  it('gives leading words without an onset to the first word that has one', () => {
    const text = 'so it goes';
    expect(wordsFromOnsets(text, [at(text, 'goes', 0.4)])).toEqual([
      { text: 'so it goes', charStart: 0, charEnd: 10, start: 0.4 },
    ]);
  });

  it('drops unvoiced punctuation and splits words at dashes', () => {
    const text = 'ways\u2014with him \u2014 there';
    const onsets = [at(text, 'ways', 0), at(text, 'with', 0.3), at(text, 'him', 0.5), at(text, 'there', 0.9)];
    expect(wordsFromOnsets(text, onsets).map((word) => word.text)).toEqual(['ways\u2014', 'with', 'him', 'there']);
  });

  it('assigns an onset that points at the space before a word to that word', () => {
    const text = 'a  b';
    expect(
      wordsFromOnsets(text, [
        { charIndex: 0, time: 0 },
        { charIndex: 1, time: 0.2 },
      ]),
    ).toEqual([
      { text: 'a', charStart: 0, charEnd: 1, start: 0 },
      { text: 'b', charStart: 3, charEnd: 4, start: 0.2 },
    ]);
  });

  it('never lets a stray earlier onset put a word before the one preceding it', () => {
    const text = 'first second';
    const words = wordsFromOnsets(text, [at(text, 'first', 0.5), at(text, 'second', 0.2)]);
    expect(words.map((word) => word.start)).toEqual([0.5, 0.5]);
  });

  it('makes one word of all the text when the engine reported no onset', () => {
    expect(wordsFromOnsets('Hello there, you.', [])).toEqual([
      { text: 'Hello there, you.', charStart: 0, charEnd: 17, start: 0 },
    ]);
    expect(wordsFromOnsets(' \u2014 ', [])).toEqual([]);
  });
});
