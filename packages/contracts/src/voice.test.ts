import { describe, expect, it } from 'vitest';
import { EMOTIONS } from './project.ts';
import {
  EMOTION_PROSODY,
  emotionProsody,
  NEUTRAL_PROSODY,
  processVoiceEmotionSchema,
  PROCESS_VOICE_MESSAGES,
  PROSODY_LIMITS,
  prosodySchema,
  readingProsody,
} from './voice.ts';

describe('emotions as prosody', () => {
  it('gives every emotion of the voice step a reading within what engines accept', () => {
    for (const emotion of EMOTIONS) expect(prosodySchema.safeParse(EMOTION_PROSODY[emotion]).success).toBe(true);
  });

  it('reads joy faster, higher and livelier than worry', () => {
    const { Joyful, Worried } = EMOTION_PROSODY;
    expect(Joyful.rate).toBeGreaterThan(1);
    expect(Worried.rate).toBeLessThan(1);
    expect(Joyful.pitch).toBeGreaterThan(Worried.pitch);
    expect(Joyful.pitchRange).toBeGreaterThan(Worried.pitchRange);
    expect(Joyful.pauseScale).toBeLessThan(Worried.pauseScale);
  });

  it('reads neutrally with no emotion, or with Neutral alone', () => {
    expect(emotionProsody([])).toEqual(NEUTRAL_PROSODY);
    expect(emotionProsody(['Neutral'])).toEqual(NEUTRAL_PROSODY);
  });

  it('blends several emotions by the geometric mean of each factor, whatever their order or repeats', () => {
    const blend = emotionProsody(['Joyful', 'Worried']);
    expect(blend.pitch).toBeCloseTo(Math.sqrt(1.18 * 0.9), 10);
    expect(blend.rate).toBeCloseTo(Math.sqrt(1.1 * 0.86), 10);
    expect(emotionProsody(['Worried', 'Joyful', 'Joyful'])).toEqual(blend);
    // Neutral halves an emotion (in the log of each factor).
    expect(emotionProsody(['Joyful', 'Neutral']).pitch).toBeCloseTo(Math.sqrt(1.18), 10);
  });

  it("multiplies the voice's own manner by the emotions, within the limits, rounded", () => {
    expect(readingProsody({ pitch: 0.85, rate: 0.92 }, ['Joyful'])).toEqual({
      rate: 1.012,
      pitch: 1.003,
      pitchRange: 1.4,
      volume: 1.05,
      pauseScale: 0.85,
    });
    expect(readingProsody({}, [])).toEqual(NEUTRAL_PROSODY);
    const extreme = readingProsody({ pitch: 1.9, rate: 1.9, pitchRange: 1.9 }, ['Excited']);
    expect(extreme).toMatchObject({ pitch: PROSODY_LIMITS.pitch[1], rate: PROSODY_LIMITS.rate[1] });
    expect(extreme.pitchRange).toBe(PROSODY_LIMITS.pitchRange[1]);
  });
});

describe('processVoiceEmotionSchema', () => {
  const fields = { projectId: 'p1', voiceModelId: 'v1', emotions: '["Joyful","Worried"]', flowType: 'predefined' };

  it('reads the multipart fields, emotions as a JSON list', () => {
    expect(processVoiceEmotionSchema.parse(fields)).toEqual({ ...fields, emotions: ['Joyful', 'Worried'] });
    expect(processVoiceEmotionSchema.parse({ projectId: 'p1', flowType: 'custom' })).toEqual({
      projectId: 'p1',
      voiceModelId: '',
      emotions: [],
      flowType: 'custom',
    });
  });

  it.each([
    [{ emotions: 'Joyful' }, PROCESS_VOICE_MESSAGES.emotionsNotJson],
    [{ emotions: '["Sleepy"]' }, undefined],
    [{ flowType: 'cloned' }, PROCESS_VOICE_MESSAGES.flowType],
    [{ projectId: '' }, PROCESS_VOICE_MESSAGES.missingProjectId],
    [{ colour: 'red' }, undefined],
  ])('refuses %j', (change, message) => {
    const result = processVoiceEmotionSchema.safeParse({ ...fields, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});
