import { describe, expect, it } from 'vitest';
import { canSaveAudioTitle } from './audioTitle.ts';

describe('canSaveAudioTitle', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['x'.repeat(101), false],
    ['x'.repeat(100), true],
    ['My Audiobook', true],
  ])('%j → %s', (title, expected) => {
    expect(canSaveAudioTitle(title)).toBe(expected);
  });
});
