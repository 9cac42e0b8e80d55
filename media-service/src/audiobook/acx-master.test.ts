import { describe, expect, it } from 'vitest';
import { ACX_TARGET_RMS_DB, masteringPlan } from './acx-master.ts';

const frames = (count: number, energy: number) => Array<number>(count).fill(energy);

describe('masteringPlan', () => {
  it('keeps the sound with a little of its quiet, at the gain that brings the file with its room tone to -20 dB', () => {
    // 1 s of digital silence, 2 s of sound at -30 dB, 3 s of silence: in 10 ms frames.
    const plan = masteringPlan([...frames(100, 0), ...frames(200, 0.001), ...frames(300, 0)]);
    expect(plan.from).toBe(95);
    expect(plan.to).toBe(325);
    // The 2 s of sound spread over the kept 2.3 s and 2.95 s of room tone.
    const finishedDb = -30 + 10 * Math.log10(200 / (230 + 295));
    expect(plan.gainDb).toBeCloseTo(ACX_TARGET_RMS_DB - finishedDb, 6);
  });

  it('counts as sound what is over -50 dB once raised, raising a quiet cut at most 40 dB', () => {
    // Sound at -60 dB between a hum at -95 dB: raised 40 dB, the sound is over -50 dB and the hum still far under.
    const plan = masteringPlan([...frames(100, 10 ** -9.5), ...frames(200, 10 ** -6), ...frames(100, 10 ** -9.5)]);
    expect(plan).toEqual({ from: 95, to: 325, gainDb: 40 });
  });

  it('keeps the whole of a cut with no sound, and gives digital silence no gain', () => {
    expect(masteringPlan(frames(50, 0))).toEqual({ from: 0, to: 50, gainDb: 0 });
  });
});
