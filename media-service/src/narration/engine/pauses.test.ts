import { describe, expect, it } from 'vitest';
import { scalePauses } from './pauses.ts';

const RATE = 100;
const timed = (text: string, start: number, end: number) => ({ text, charStart: 0, charEnd: 0, start, end });
// One sample per 10 ms: sound is 1, silence 0.
const samples = Float32Array.from([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
const words = [timed('one', 0, 0.03), timed('two', 0.12, 0.14), timed('three', 0.16, 0.18)];

describe('scalePauses', () => {
  it('lengthens pauses with silence in their middle and moves the later words', () => {
    const result = scalePauses(samples, RATE, words, 2);
    expect(Array.from(result.samples)).toEqual([1, 1, 1, ...Array(18).fill(0), 1, 1, 0, 0, 1, 1]);
    expect(result.words.map((word) => [word.start, word.end].map((t) => Number(t.toFixed(3))))).toEqual([
      [0, 0.03],
      [0.21, 0.23],
      [0.25, 0.27],
    ]);
  });

  it('shortens pauses by cutting their middle', () => {
    const result = scalePauses(samples, RATE, words, 1 / 3);
    expect(Array.from(result.samples)).toEqual([1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
    expect(result.words.map((word) => Number(word.start.toFixed(3)))).toEqual([0, 0.06, 0.1]);
  });

  it('keeps gaps shorter than a pause, and changes nothing at scale 1', () => {
    expect(scalePauses(samples, RATE, words, 1)).toEqual({ samples, words });
    const result = scalePauses(samples, RATE, words, 0.5);
    expect(result.words[2]?.start).toBeCloseTo((result.words[1]?.end ?? NaN) + 0.02, 6);
  });
});
