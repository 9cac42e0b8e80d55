import { describe, expect, it } from 'vitest';
import { browserFigures } from './first-word.ts';

describe('browserFigures', () => {
  it('gives seconds from choosing the script to the first word and to the whole book, with the targets', () => {
    expect(browserFigures({ chosen: 1_000_000, firstWord: 1_004_250, wholeBook: 1_012_010 })).toEqual([
      { label: 'upload click → first audible word (browser)', value: '4.25 s (target 5 s)' },
      { label: 'upload click → whole book reviewable (browser)', value: '12.01 s (target 15 s)' },
    ]);
  });

  it('refuses marks recorded before the upload started', () => {
    expect(() => browserFigures({ chosen: 2_000, firstWord: 1_500, wholeBook: 3_000 })).toThrow(/before the upload/);
    expect(() => browserFigures({ chosen: 2_000, firstWord: 2_500, wholeBook: 1_000 })).toThrow(/before the upload/);
  });
});
