import { describe, expect, it } from 'vitest';
import { median, pitchTrack } from './pitch.ts';
import { noise, syllableTone } from '../../testing/voice-signals.ts';

const voiced = (track: Float32Array) => Array.from(track).filter((hz) => hz > 0);

describe('pitchTrack', () => {
  it.each([
    [85, 16_000],
    [120, 16_000],
    [210, 22_050],
    [330, 16_000],
  ])('finds a %i Hz voice within 1 %% (at %i Hz)', (pitchHz, sampleRate) => {
    const samples = syllableTone({ pitchHz, syllablesPerSecond: 4, seconds: 2, sampleRate });
    const track = voiced(pitchTrack(samples, sampleRate));
    expect(track.length).toBeGreaterThan(100);
    expect(Math.abs((median(track) as number) / pitchHz - 1)).toBeLessThan(0.01);
  });

  it('finds no pitch in silence and next to none in noise', () => {
    expect(voiced(pitchTrack(new Float32Array(16_000), 16_000))).toEqual([]);
    const track = pitchTrack(noise({ seconds: 2, sampleRate: 16_000 }), 16_000);
    expect(voiced(track).length).toBeLessThan(track.length * 0.1);
  });

  it('skips the frames it is told to', () => {
    const samples = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: 1, sampleRate: 16_000 });
    expect(voiced(pitchTrack(samples, 16_000, (frame) => frame < 10)).length).toBeLessThanOrEqual(10);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});
