import { countWords } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { timedWords, type SpokenStretch } from './timed-words.ts';

/** Stretches over the given pieces of `text`, in order, each timed [start, end]. */
function stretches(text: string, pieces: Array<[string, number, number]>): SpokenStretch[] {
  let from = 0;
  return pieces.map(([piece, start, end]) => {
    const charStart = text.indexOf(piece, from);
    from = charStart + piece.length;
    return { start, end, charStart, charEnd: from };
  });
}

describe('timedWords', () => {
  it('splits a stretch the engine timed as one into its words, sharing its time by their characters', () => {
    const text = 'At a ball, he did not dance.';
    const spoken = stretches(text, [
      ['At a', 0, 0.3],
      ['ball,', 0.3, 0.6],
      ['he', 0.7, 0.8],
      ['did not', 0.8, 1.3],
      ['dance.', 1.3, 1.8],
    ]);
    const words = timedWords(text, spoken);
    expect(words.map((word) => word.text)).toEqual(['At', 'a', 'ball,', 'he', 'did', 'not', 'dance.']);
    expect(words).toHaveLength(countWords(text));
    expect(words[0]).toEqual({ text: 'At', start: 0, end: expect.closeTo(0.2, 6) as number });
    expect(words[1]).toEqual({ text: 'a', start: expect.closeTo(0.2, 6) as number, end: 0.3 });
    expect(words[4]).toEqual({ text: 'did', start: 0.8, end: expect.closeTo(1.05, 6) as number });
    expect(words[5]).toEqual({ text: 'not', start: expect.closeTo(1.05, 6) as number, end: 1.3 });
  });

  it('runs a word over every stretch it holds, such as a voiced "&" standing alone', () => {
    const text = 'Salt & pepper.';
    const spoken = stretches(text, [
      ['Salt', 0, 0.4],
      ['&', 0.5, 0.8],
      ['pepper.', 0.9, 1.4],
    ]);
    expect(timedWords(text, spoken)).toEqual([
      { text: 'Salt &', start: 0, end: 0.8 },
      { text: 'pepper.', start: 0.9, end: 1.4 },
    ]);
  });

  it('keeps numbers and abbreviations as written, one word each, however the engine said them', () => {
    const text = 'Mr. Long paid 1,000 pounds in 1813.';
    const spoken = stretches(text, [
      ['Mr.', 0, 0.4],
      ['Long', 0.4, 0.7],
      ['paid', 0.7, 1],
      ['1,000', 1, 1.8],
      ['pounds', 1.8, 2.2],
      ['in 1813.', 2.2, 3.4],
    ]);
    expect(timedWords(text, spoken).map((word) => word.text)).toEqual([
      'Mr.',
      'Long',
      'paid',
      '1,000',
      'pounds',
      'in',
      '1813.',
    ]);
  });

  it('gives a word no stretch reaches no time, where the word before it ends', () => {
    const text = 'One two three';
    expect(timedWords(text, stretches(text, [['One', 0, 0.5]]))).toEqual([
      { text: 'One', start: 0, end: 0.5 },
      { text: 'two', start: 0.5, end: 0.5 },
      { text: 'three', start: 0.5, end: 0.5 },
    ]);
    expect(timedWords('* * *', [])).toEqual([]);
  });
});
