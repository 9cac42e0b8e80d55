import { describe, expect, it } from 'vitest';
import { LevelMeter } from './levels.ts';

const RATE = 44_100;

/** `seconds` of a square wave of `amplitude` (its every sample at ±amplitude, so its RMS is the amplitude). */
const square = (seconds: number, amplitude: number) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => (i % 2 === 0 ? amplitude : -amplitude));

describe('LevelMeter', () => {
  it('measures RMS, peak, the quietest half second and the quiet at either end, whatever the pieces', () => {
    // 0.6 s of hiss at -60 dB, a second at -6 dB, then 2 s at -70 dB.
    const whole = [square(0.6, 0.001), square(1, 0.5), square(2, 0.000_316_2)];
    const meter = new LevelMeter(RATE, 1);
    // Fed in odd pieces, cutting frames anywhere.
    for (const part of whole) for (let i = 0; i < part.length; i += 1000) meter.add(part.subarray(i, i + 1000));
    const levels = meter.levels();
    expect(levels.seconds).toBeCloseTo(3.6, 6);
    expect(levels.rmsDb).toBeCloseTo(10 * Math.log10((0.25 + 0.6e-6 + 2 * 1e-7) / 3.6), 3);
    expect(levels.peakDb).toBeCloseTo(-6.02, 2);
    expect(levels.noiseFloorDb).toBeCloseTo(-70, 1);
    expect(levels.headQuietSeconds).toBeCloseTo(0.6, 6);
    expect(levels.tailQuietSeconds).toBeCloseTo(2, 6);
  });

  it('counts every channel, and takes digital silence as -120 dB and all quiet', () => {
    const stereo = new LevelMeter(RATE, 2);
    stereo.add(new Float32Array(RATE * 2));
    expect(stereo.levels()).toEqual({
      seconds: 1,
      rmsDb: -120,
      peakDb: -120,
      noiseFloorDb: -120,
      headQuietSeconds: 1,
      tailQuietSeconds: 1,
    });
  });
});
