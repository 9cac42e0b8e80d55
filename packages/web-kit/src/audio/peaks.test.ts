import { describe, expect, it } from 'vitest';
import { peaksDuration, peaksFromJson, placeholderPeaks } from './peaks.ts';

describe('peaksFromJson', () => {
  it('takes the 200 main bars from {min, max}', () => {
    const max = Array.from({ length: 200 }, (_, bar) => bar / 200);
    const min = max.map((value) => -value / 2);
    const bars = peaksFromJson({ duration: 12, bars200: { min, max } });
    expect(bars).toHaveLength(200);
    expect(bars?.[100]).toBeCloseTo(0.5);
  });

  it('takes the larger magnitude of min and max', () => {
    expect(peaksFromJson({ bars200: { min: [-0.9, -0.1], max: [0.2, 0.3] } }, 2)).toEqual([0.9, 0.3]);
  });

  it('reads a plain list, and scales integer samples to 0..1', () => {
    expect(peaksFromJson([0.5, 1], 2)).toEqual([0.5, 1]);
    expect(peaksFromJson({ peaks: [16384, 32768] }, 2)).toEqual([0.5, 1]);
  });

  it('reads audiowaveform data (interleaved min/max)', () => {
    expect(peaksFromJson({ bits: 8, data: [-64, 32, -10, 128] }, 2)).toEqual([0.5, 1]);
  });

  it('resamples to the number of bars, keeping each group peak', () => {
    expect(peaksFromJson({ bars: [0.1, 0.9, 0.2, 0.4] }, 2)).toEqual([0.9, 0.4]);
    expect(peaksFromJson({ bars: [0.2, 0.8] }, 4)).toEqual([0.2, 0.2, 0.8, 0.8]);
  });

  it('is null for anything else', () => {
    expect(peaksFromJson({ nothing: true })).toBeNull();
    expect(peaksFromJson([])).toBeNull();
    expect(peaksFromJson('x')).toBeNull();
  });
});

describe('peaksDuration', () => {
  it('reads a positive duration', () => {
    expect(peaksDuration({ duration: 42.5 })).toBe(42.5);
    expect(peaksDuration({ duration: 0 })).toBeNull();
    expect(peaksDuration(null)).toBeNull();
  });
});

describe('placeholderPeaks', () => {
  it('gives 200 random bars by default, within 0..1', () => {
    const bars = placeholderPeaks();
    expect(bars).toHaveLength(200);
    expect(bars.every((bar) => bar > 0 && bar < 1)).toBe(true);
    expect(placeholderPeaks(3, () => 0.5)).toEqual([0.5, 0.5, 0.5]);
  });
});
