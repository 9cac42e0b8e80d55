import { describe, expect, it } from 'vitest';
import { timeWords } from './timing.ts';

const RATE = 1000;
/** A signal made of [seconds, amplitude] stretches (amplitude 0 is silence), at 1 kHz. */
function signal(...stretches: Array<[number, number]>): Float32Array {
  const samples: number[] = [];
  for (const [seconds, amplitude] of stretches) {
    for (let i = 0; i < Math.round(seconds * RATE); i++) samples.push(i % 2 === 0 ? amplitude : -amplitude);
  }
  return Float32Array.from(samples);
}
const word = (text: string, start: number) => ({ text, charStart: 0, charEnd: text.length, start });
const times = (words: Array<{ start: number; end: number }>) =>
  words.map(({ start, end }) => [Number(start.toFixed(3)), Number(end.toFixed(3))]);

describe('timeWords', () => {
  it('ends a word where its sound stops, leaving the pause before the next word outside both', () => {
    const samples = signal([0.3, 0.5], [0.2, 0], [0.3, 0.5], [0.1, 0]);
    expect(times(timeWords([word('one', 0), word('two', 0.5)], samples, RATE))).toEqual([
      [0, 0.3],
      [0.5, 0.8],
    ]);
  });

  it('starts a word where its sound begins when its onset falls on silence', () => {
    const samples = signal([0.1, 0], [0.2, 0.5], [0.1, 0]);
    expect(times(timeWords([word('late', 0)], samples, RATE))).toEqual([[0.1, 0.3]]);
  });

  it('gives a word reported a little after the sound that follows a pause that sound', () => {
    // The second word's sound starts at 0.5 but is reported at 0.53.
    const samples = signal([0.3, 0.5], [0.2, 0], [0.3, 0.5]);
    expect(times(timeWords([word('one', 0), word('two', 0.53)], samples, RATE))).toEqual([
      [0, 0.3],
      [0.5, 0.8],
    ]);
  });

  it('leaves the end of the word before alone after a stop closure (a gap too short for a pause)', () => {
    const samples = signal([0.3, 0.5], [0.04, 0], [0.05, 0.5], [0.3, 0.5]);
    expect(times(timeWords([word('stop', 0), word('next', 0.39)], samples, RATE))).toEqual([
      [0, 0.39],
      [0.39, 0.69],
    ]);
  });

  it('measures silence against the loudest moment, so quiet speech is still speech', () => {
    const samples = signal([0.2, 0.004], [0.2, 0], [0.2, 0.004]);
    expect(times(timeWords([word('hush', 0), word('now', 0.4)], samples, RATE))).toEqual([
      [0, 0.2],
      [0.4, 0.6],
    ]);
  });

  it('gives a word with no sound of its own a single frame', () => {
    const samples = signal([0.2, 0.5], [0.2, 0]);
    expect(times(timeWords([word('said', 0), word('nothing', 0.25)], samples, RATE))).toEqual([
      [0, 0.2],
      [0.25, 0.26],
    ]);
  });
});
