import { describe, expect, it } from 'vitest';
import { isMusicDuration } from './music.ts';

describe('isMusicDuration', () => {
  it.each([
    [15, true],
    [30, true],
    [45, true],
    [60, true],
    [20, false],
    ['30', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isMusicDuration(value)).toBe(expected);
  });
});
