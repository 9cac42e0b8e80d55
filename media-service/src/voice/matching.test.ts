import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from '../narration/engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY, type NarrationEngine } from '../narration/engine/index.ts';
import { matchVoice } from './matching.ts';
import { analyseSpeech } from './speech.ts';

const engine = new EspeakEngine({ threads: 1 });
afterAll(() => engine.close());

const SAMPLE_TEXT =
  'My name is Grace, and I am recording this sample so that the narrator can read my book in a voice like mine.';
const OTHER_TEXT =
  'Mr. Bennet was among the earliest of those who waited on Mr. Bingley. He had always intended to visit him, ' +
  'though to the last always assuring his wife that he should not go.';

async function measure(text: string, voice: string, prosody: Partial<typeof NEUTRAL_PROSODY>) {
  const { samples, sampleRate } = await engine.synthesize({ text, voice, prosody: { ...NEUTRAL_PROSODY, ...prosody } });
  const analysis = analyseSpeech(samples, sampleRate);
  return { pitchHz: analysis.pitchHz as number, syllablesPerSecond: analysis.syllablesPerSecond as number };
}

describe('matchVoice', () => {
  it.each([
    { voice: 'en-gb-x-rp+m3', prosody: { pitch: 1.3, rate: 1.15 }, gender: 'male' },
    { voice: 'en-gb-scotland+f2', prosody: { pitch: 1.4, rate: 0.9 }, gender: 'female' },
  ] as const)(
    'reads other text at the pitch and pace of a $gender sample ($voice, $prosody)',
    async ({ voice, prosody, gender }) => {
      const sample = await measure(SAMPLE_TEXT, voice, prosody);
      const match = await matchVoice(engine, { ...sample, audio: new Uint8Array(0), format: 'wav' });
      expect(match.gender).toBe(gender);
      expect(engine.voices().find((known) => known.id === match.voice)?.gender).toBe(gender);
      const result = await measure(OTHER_TEXT, match.voice, match.prosody);
      // Pitch is matched on the engine's own reading to 2 %; another text's melody moves the median a little more.
      expect(Math.abs(result.pitchHz / sample.pitchHz - 1)).toBeLessThan(0.05);
      // Syllables a second depend on the words too (more consonant clusters, slower syllables): a looser match.
      expect(Math.abs(result.syllablesPerSecond / sample.syllablesPerSecond - 1)).toBeLessThan(0.15);
    },
  );

  it('lets an engine that clones voices make one of the recording itself', async () => {
    const references: Array<{ audio: Uint8Array; format: string }> = [];
    // Stands in for a cloud voice service, which cannot be reached from here.
    const cloning: NarrationEngine = {
      ...engine,
      parallelism: 1,
      voices: () => engine.voices(),
      synthesize: () => Promise.reject(new Error('a cloned voice needs no calibration')),
      close: () => Promise.resolve(),
      async cloneVoice(reference) {
        references.push(reference);
        return 'cloned-voice-1';
      },
    };
    const audio = new Uint8Array([1, 2, 3]);
    const match = await matchVoice(cloning, { audio, format: 'mp3', pitchHz: 120, syllablesPerSecond: 5 });
    expect(match).toEqual({ voice: 'cloned-voice-1', gender: 'male', prosody: { pitch: 1, rate: 1 } });
    expect(references).toEqual([{ audio, format: 'mp3' }]);
  });
});
