import { describe, expect, it } from 'vitest';
import { NEUTRAL_PROSODY } from '../types.ts';
import { EspeakEngine, espeakSettings } from './espeak-engine.ts';
import { variedProsody } from './variation.ts';

describe('variedProsody', () => {
  it('leaves the first take as read', () => {
    expect(variedProsody(NEUTRAL_PROSODY, 0)).toBe(NEUTRAL_PROSODY);
  });

  it('moves rate and pitch of every later take by 3 to 6 per cent, the same each time', () => {
    for (let take = 1; take <= 99; take++) {
      const varied = variedProsody(NEUTRAL_PROSODY, take);
      for (const factor of [varied.rate, varied.pitch]) {
        expect(Math.abs(factor - 1)).toBeGreaterThanOrEqual(0.03);
        expect(Math.abs(factor - 1)).toBeLessThanOrEqual(0.06);
      }
      expect(variedProsody(NEUTRAL_PROSODY, take)).toEqual(varied);
      expect({ ...varied, rate: 1, pitch: 1 }).toEqual(NEUTRAL_PROSODY);
    }
  });

  it("changes espeak's settings from one take to the next", () => {
    const settings = (take: number) => espeakSettings(variedProsody(NEUTRAL_PROSODY, take));
    for (let take = 1; take <= 20; take++) expect(settings(take)).not.toEqual(settings(take - 1));
  });
});

describe('a take read by espeak', () => {
  const engine = new EspeakEngine({ threads: 1 });
  const text = 'It is a truth universally acknowledged, that a single man must be in want of a wife.';
  const request = { text, voice: 'en-us', prosody: NEUTRAL_PROSODY };
  const seconds = async (variation: number) => {
    const { samples, sampleRate } = await engine.synthesize({ ...request, variation });
    return samples.length / sampleRate;
  };

  it('reads faster or slower than the first reading, as its rate says', async () => {
    const first = await seconds(0);
    for (const take of [1, 3]) {
      const { rate } = variedProsody(NEUTRAL_PROSODY, take);
      const change = (await seconds(take)) / first - 1;
      // Faster reading, shorter audio: the change goes against the rate's, by more than espeak's own jitter.
      expect(Math.sign(change)).toBe(-Math.sign(rate - 1));
      expect(Math.abs(change)).toBeGreaterThan(0.01);
    }
    await engine.close();
  });
});
