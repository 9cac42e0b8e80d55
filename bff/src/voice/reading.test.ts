import { EMOTION_PROSODY, type VoiceEngine } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { engineVoiceOf, readingOf } from './reading.ts';
import type { VoiceModelRow } from './table.ts';

const james: VoiceModelRow = {
  id: 'james-id',
  name: 'james',
  display_name: 'James',
  description: 'A measured British voice.',
  gender: 'male',
  tone: 'Authoritative',
  accent: 'British',
  language: 'en-GB',
  is_default: false,
  engine_voices: { espeak: 'en-gb-x-rp+m3' },
  prosody: { pitch: 0.85, rate: 0.92 },
  preview_text: "Hello, I'm James.",
  user_id: null,
  sample: null,
  position: 1,
  created_at: new Date(0),
};

const espeak: VoiceEngine = {
  engine: 'espeak',
  version: '1',
  defaultVoice: 'en-us',
  voices: [
    { id: 'en-us', name: 'American English', language: 'en-US', gender: 'male' },
    {
      id: 'en-gb-x-rp+m3',
      name: 'British English (Received Pronunciation), male 3',
      language: 'en-GB',
      gender: 'male',
    },
  ],
};
// An engine an operator configured later, with voices of its own and no entry in the catalogue.
const cloud: VoiceEngine = {
  engine: 'cloud',
  version: '1',
  defaultVoice: 'Aria',
  voices: [
    { id: 'Aria', name: 'Aria', language: 'en-US', gender: 'female' },
    { id: 'Guy', name: 'Guy', language: 'en-US', gender: 'male' },
    { id: 'Ryan', name: 'Ryan', language: 'en-GB', gender: 'male' },
  ],
};

describe('engineVoiceOf', () => {
  it("takes the voice's own entry for the engine", () => {
    expect(engineVoiceOf(james, espeak)).toBe('en-gb-x-rp+m3');
  });

  it('picks, for an engine it has no entry for, a voice of the same language and gender, else gender', () => {
    expect(engineVoiceOf(james, cloud)).toBe('Ryan');
    expect(engineVoiceOf({ ...james, language: 'en-029' }, cloud)).toBe('Guy');
    expect(engineVoiceOf({ ...james, gender: 'female', language: 'fr-FR' }, { ...cloud, voices: [] })).toBe('Aria');
  });

  it('does not use an entry the engine no longer has', () => {
    expect(engineVoiceOf({ ...james, engine_voices: { espeak: 'en-gone' } }, espeak)).toBe('en-gb-x-rp+m3');
  });
});

describe('readingOf', () => {
  it("reads with the voice's own manner times the emotions", () => {
    expect(readingOf(james, ['Worried'], espeak)).toEqual({
      voice: 'en-gb-x-rp+m3',
      voiceModelId: 'james-id',
      emotions: ['Worried'],
      prosody: {
        rate: Math.round(0.92 * EMOTION_PROSODY.Worried.rate * 1000) / 1000,
        pitch: Math.round(0.85 * EMOTION_PROSODY.Worried.pitch * 1000) / 1000,
        pitchRange: EMOTION_PROSODY.Worried.pitchRange,
        volume: EMOTION_PROSODY.Worried.volume,
        pauseScale: EMOTION_PROSODY.Worried.pauseScale,
      },
    });
  });
});
