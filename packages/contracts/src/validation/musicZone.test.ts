import { describe, expect, it } from 'vitest';
import {
  draftZone,
  moveZone,
  resizeZone,
  soundtrackSeconds,
  validateZoneIndex,
  validateZoneSoundtrack,
  zoneAudioOffset,
} from './musicZone.ts';

describe('validateZoneSoundtrack', () => {
  it.each([
    [0, 'Invalid soundtrack duration'],
    [null, 'Invalid soundtrack duration'],
    [undefined, 'Invalid soundtrack duration'],
    [{ $numberInt: '0' }, 'Invalid soundtrack duration'],
    [{ $numberInt: 'x' }, 'Invalid soundtrack duration'],
    [Number.NaN, 'Invalid soundtrack duration'],
    [30, ''],
    [{ $numberInt: '45' }, ''],
  ])('%j → %j', (duration, expected) => {
    expect(validateZoneSoundtrack(duration)).toBe(expected);
  });

  it.each([
    [{ $numberInt: '45' }, 45],
    [12.5, 12.5],
    [-3, 0],
  ])('soundtrackSeconds(%j) = %d', (duration, expected) => {
    expect(soundtrackSeconds(duration)).toBe(expected);
  });
});

describe('validateZoneIndex', () => {
  it.each([
    [-1, 2, 'Invalid music zone index. Please refresh the page and try again.'],
    [2, 2, 'Invalid music zone index. Please refresh the page and try again.'],
    [0.5, 2, 'Invalid music zone index. Please refresh the page and try again.'],
    [0, 0, 'Invalid music zone index. Please refresh the page and try again.'],
    [0, 2, ''],
    [1, 2, ''],
  ])('index %d of %d → %j', (index, count, expected) => {
    expect(validateZoneIndex(index, count)).toBe(expected);
  });
});

describe('draftZone', () => {
  it.each([
    [30, 120, { start_time: 0, end_time: 30 }],
    [60, 45, { start_time: 0, end_time: 45 }],
  ])('soundtrack %d s, vocal %d s → %j', (soundtrack, vocal, expected) => {
    expect(draftZone(soundtrack, vocal)).toEqual(expected);
  });
});

describe('moveZone', () => {
  const zone = { start_time: 10, end_time: 40 };
  it.each([
    [20, { start_time: 20, end_time: 50 }],
    [-5, { start_time: 0, end_time: 30 }],
    [95, { start_time: 70, end_time: 100 }],
  ])('to %d in 100 s → %j', (start, expected) => {
    expect(moveZone(zone, start, 100)).toEqual(expected);
  });
});

describe('resizeZone', () => {
  const zone = { start_time: 10, end_time: 40 };
  it.each([
    [60, { start_time: 10, end_time: 60 }],
    [10.5, { start_time: 10, end_time: 11 }],
    [2, { start_time: 10, end_time: 11 }],
    [150, { start_time: 10, end_time: 100 }],
  ])('end to %d in 100 s → %j', (end, expected) => {
    expect(resizeZone(zone, end, 100)).toEqual(expected);
  });
});

describe('zoneAudioOffset', () => {
  const zone = { start_time: 10, end_time: 40 };
  it.each([
    [5, null],
    [10, 0],
    [25.5, 15.5],
    [40, null],
  ])('at %d s → %j', (time, expected) => {
    expect(zoneAudioOffset(zone, time)).toBe(expected);
  });
});
