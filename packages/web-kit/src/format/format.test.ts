import { describe, expect, it } from 'vitest';
import { formatBytes, formatTime } from './index.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [3_145_728, '3 MB'],
    [2.25 * 1024 ** 3, '2.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatTime', () => {
  it.each([
    [0, '00:00'],
    [9.9, '00:09'],
    [75, '01:15'],
    [180, '03:00'],
    [3725, '62:05'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d seconds is %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
