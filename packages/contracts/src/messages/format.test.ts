import { describe, expect, it } from 'vitest';
import {
  durationSummary,
  formatClock,
  formatFileSize,
  formatLabel,
  parseClock,
  segmentCount,
  soundtrackTitle,
  stepBarProjectName,
  truncate,
} from './format.ts';

describe('names and titles', () => {
  it.each([
    [stepBarProjectName('A'.repeat(26)), `${'A'.repeat(25)}...`],
    [stepBarProjectName('A'.repeat(25)), 'A'.repeat(25)],
    [soundtrackTitle('Epic Orchestral Journey'), 'Epic Orchestral Jou...'],
    [soundtrackTitle('B'.repeat(19)), 'B'.repeat(19)],
    [truncate('abcdef', 3), 'abc...'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('time and summary', () => {
  it.each([
    [formatClock(0), '00:00'],
    [formatClock(65.9), '01:05'],
    [formatClock(Number.NaN), '00:00'],
    [formatClock(3600), '60:00'],
    [formatClock(9.9), '00:09'],
    [formatClock(75), '01:15'],
    [formatClock(180), '03:00'],
    [formatClock(3725), '62:05'],
    [formatClock(-3), '00:00'],
    [durationSummary(0), 'Not available'],
    [durationSummary(0.4), 'Not available'],
    [durationSummary(185), '3:05 minutes'],
    [durationSummary(59), '0:59 minutes'],
    [segmentCount(0), '0 segment(s)'],
    [segmentCount(3), '3 segment(s)'],
    [formatLabel('mix.mp3'), 'MP3, 320kbps'],
    [formatLabel('wav'), 'WAV, 320kbps'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [3_145_728, '3 MB'],
    [2.25 * 1024 ** 3, '2.25 GB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d → %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('parseClock', () => {
  it.each([
    ['00:00', 0],
    ['01:05', 65],
    [' 5:09 ', 309],
    ['62:05', 3725],
    ['1:60', null],
    ['1:5', null],
    ['65', null],
    ['', null],
    ['-1:00', null],
  ])('%j → %j', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
  });

  it('reads back what formatClock writes', () => {
    for (const seconds of [0, 59, 60, 3599, 3725]) expect(parseClock(formatClock(seconds))).toBe(seconds);
  });
});
