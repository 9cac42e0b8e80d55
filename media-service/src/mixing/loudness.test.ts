import { describe, expect, it } from 'vitest';
import { loudnessCorrectFilter, parseLoudnessSummary } from './loudness.ts';

const summary = (integrated: string, peak: string) => `[Parsed_ebur128_0 @ 0x1] Summary:

  Integrated loudness:
    I:         ${integrated} LUFS
    Threshold: -36.6 LUFS

  Loudness range:
    LRA:         2.6 LU
    Threshold: -46.8 LUFS

  True peak:
    Peak:      ${peak} dBFS`;

describe('loudness', () => {
  it('reads the last summary ebur128 printed', () => {
    expect(parseLoudnessSummary(`${summary('-30.0', '-1.0')}\n${summary('-26.6', '-19.6')}`)).toEqual({
      integratedLufs: -26.6,
      loudnessRange: 2.6,
      truePeakDb: -19.6,
    });
  });

  it('reads silence as -∞ and gives it no gain', () => {
    const silence = parseLoudnessSummary(summary('-inf', '-inf'));
    expect(silence.integratedLufs).toBe(-Infinity);
    expect(loudnessCorrectFilter(silence)).toBe('volume=0.00dB');
  });

  it('fails on a log without a summary', () => {
    expect(() => parseLoudnessSummary('ffmpeg said nothing')).toThrow('no loudness measurement');
  });

  it.each([
    [{ integratedLufs: -26.5, loudnessRange: 3, truePeakDb: -19 }, 'volume=8.00dB'],
    [{ integratedLufs: -26.5, loudnessRange: 3, truePeakDb: -10 }, 'volume=8.00dB,alimiter=limit=0.5957:level=false'],
    [{ integratedLufs: -16.5, loudnessRange: 3, truePeakDb: -2 }, 'volume=-2.00dB'],
  ])('corrects %j with %s', (measured, filter) => {
    expect(loudnessCorrectFilter(measured)).toBe(filter);
  });
});
