import { describe, expect, it } from 'vitest';
import { isMusicDuration, validateMusicGeneration } from './music.ts';

describe('validateMusicGeneration', () => {
  it.each([
    ['', 'Calm', 'Please describe the music style you want to generate'],
    ['  ', '', 'Please describe the music style you want to generate'],
    ['Soft piano', '', 'Please enter a track name'],
    ['Soft piano', '   ', 'Please enter a track name'],
    ['Soft piano', 'Calm', ''],
  ])('%j / %j → %j', (prompt_description, track_name, expected) => {
    expect(validateMusicGeneration({ prompt_description, track_name })).toBe(expected);
  });
});

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
