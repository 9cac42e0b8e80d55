import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from '../narration/engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY, type NarrationEngine, type SynthesisRequest } from '../narration/engine/index.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import { ensurePreview } from './previews.ts';

const QUAYLE = { term: 'Quayle', respelling: 'kwail' };

describe('ensurePreview with a pronunciation dictionary', () => {
  const config = testConfig();
  const storage = new ObjectStorage(config.s3);
  const espeak = new EspeakEngine({ threads: 1 });
  // The real engine, noting what it is asked to read: a clip found in storage asks nothing.
  const asked: SynthesisRequest[] = [];
  const engine: NarrationEngine = {
    id: espeak.id,
    version: espeak.version,
    defaultVoice: espeak.defaultVoice,
    parallelism: espeak.parallelism,
    voices: () => espeak.voices(),
    synthesize: (request) => {
      asked.push(request);
      return espeak.synthesize(request);
    },
    close: () => espeak.close(),
  };
  const made: string[] = [];
  afterAll(async () => {
    for (const key of made) await Promise.all([storage.delete(key), storage.delete(key.replace(/\.mp3$/, '.json'))]);
    storage.destroy();
    await espeak.close();
  });

  // Clips are shared by content, so each run reads words of its own: none is found from an earlier run.
  const text = `Quayle came to town on day ${Math.floor(Math.random() * 1_000_000)}.`;
  const preview = async (pronunciations?: Array<{ term: string; respelling?: string; ipa?: string }>) => {
    const before = asked.length;
    const clip = await ensurePreview(
      { storage, engine, ffmpegPath: config.ffmpegPath },
      { voice: 'en-us', prosody: { ...NEUTRAL_PROSODY }, text, pronunciations },
    );
    made.push(clip.key);
    return { key: clip.key, synthesized: asked.length > before };
  };
  const phonemesOf = async (request: SynthesisRequest) => (await espeak.phonemes(request)).map((word) => word.phonemes);

  it("says a term of the preview's text with the dictionary's pronunciation", async () => {
    const said = await preview([QUAYLE, { term: 'Bunbury', ipa: 'ˈbʌnbəri' }]);
    expect(said.synthesized).toBe(true);
    const [kwail] = await phonemesOf({ text: 'kwail', voice: 'en-us', prosody: { ...NEUTRAL_PROSODY } });
    const [keel] = await phonemesOf({ text: 'keel', voice: 'en-us', prosody: { ...NEUTRAL_PROSODY } });
    expect(kwail).not.toBe(keel);
    const request = asked.at(-1)!;
    expect(request.pronunciations).toEqual([QUAYLE]);
    expect((await phonemesOf(request))[0]).toBe(kwail);
  });

  it('keys the clip by the entries found in its text: a changed entry makes a new clip, an unrelated one does not', async () => {
    const plain = await preview();
    expect(await preview([{ term: 'Bunbury', respelling: 'bun berry' }])).toEqual({
      key: plain.key,
      synthesized: false,
    });
    const said = await preview([QUAYLE]);
    expect(said.key).not.toBe(plain.key);
    const changed = await preview([{ ...QUAYLE, respelling: 'kway ul' }]);
    expect(changed).toMatchObject({ synthesized: true });
    expect(changed.key).not.toBe(said.key);
    expect(
      await preview([
        { term: 'quayle', respelling: 'kwail' },
        { term: 'Bunbury', respelling: 'bun' },
      ]),
    ).toEqual({
      key: said.key,
      synthesized: false,
    });
  });
});
