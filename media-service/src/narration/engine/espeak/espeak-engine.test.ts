import { describe, expect, it } from 'vitest';
import { NEUTRAL_PROSODY, NarrationEngineError, type Synthesis } from '../types.ts';
import { EspeakEngine, espeakSettings } from './espeak-engine.ts';

const engine = new EspeakEngine();
const SENTENCE =
  'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a ' +
  'wife. However little known the feelings or views of such a man may be; this truth is so well fixed!';

// The test's own view of the audio, independent of the engine's: 10 ms frames, RMS in dB below the loudest frame.
const FRAME = 0.01;
const SILENCE_DB = -50;
const SPEECH_DB = -25;
function frameDb({ samples, sampleRate }: Synthesis): number[] {
  const size = Math.round(sampleRate * FRAME);
  const levels: number[] = [];
  for (let from = 0; from + size <= samples.length; from += size) {
    let sum = 0;
    for (let i = from; i < from + size; i++) sum += (samples[i] as number) ** 2;
    levels.push(10 * Math.log10(sum / size + 1e-12));
  }
  const loudest = Math.max(...levels);
  return levels.map((level) => level - loudest);
}

/** Runs of at least `minimum` seconds of silent frames, as [start, end) in seconds. */
function pauses(synthesis: Synthesis, minimum: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let runStart = -1;
  frameDb(synthesis).forEach((db, f, all) => {
    const silent = db < SILENCE_DB;
    if (silent && runStart < 0) runStart = f;
    if ((!silent || f === all.length - 1) && runStart >= 0) {
      const end = silent ? f + 1 : f;
      if ((end - runStart) * FRAME >= minimum) runs.push([runStart * FRAME, end * FRAME]);
      runStart = -1;
    }
  });
  return runs;
}

const overlap = (a: [number, number], b: [number, number]) => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
const duration = (s: Synthesis) => s.samples.length / s.sampleRate;
const spokenTime = (s: Synthesis) => s.words.reduce((sum, word) => sum + word.end - word.start, 0);
const pauseTime = (s: Synthesis) => pauses(s, 0.1).reduce((sum, [start, end]) => sum + end - start, 0);
const rms = (s: Synthesis) => Math.sqrt(s.samples.reduce((sum, x) => sum + x * x, 0) / s.samples.length);

describe('EspeakEngine word timeline', () => {
  it.each([
    { voice: 'en-us', rate: 1, expectedPauses: 4 },
    { voice: 'en-gb-x-rp+f3', rate: 0.8, expectedPauses: 3 },
    { voice: 'en-us+m7', rate: 0.6, expectedPauses: 4 },
    { voice: 'en-029+whisperf', rate: 1, expectedPauses: 4 },
    { voice: 'en-us+klatt4', rate: 1.5, expectedPauses: 1 },
  ])(
    'is ordered, non-overlapping, covers the audio, with pauses between words, not inside them ($voice at rate $rate)',
    async ({ voice, rate, expectedPauses }) => {
      const synthesis = await engine.synthesize({ text: SENTENCE, voice, prosody: { ...NEUTRAL_PROSODY, rate } });
      const { words } = synthesis;
      const seconds = duration(synthesis);
      expect(words.length).toBeGreaterThan(30);

      // Ordered and non-overlapping, each word a real stretch of time inside the audio.
      expect(words[0]?.start).toBeGreaterThanOrEqual(0);
      for (const [i, word] of words.entries()) {
        expect(word.end).toBeGreaterThan(word.start);
        if (i > 0) expect(word.start).toBeGreaterThanOrEqual((words[i - 1] as (typeof words)[0]).end);
      }
      expect(words.at(-1)?.end).toBeLessThanOrEqual(seconds);

      // Covers the audio: every frame of clear speech lies in a word; before the first and after the last is silence.
      const levels = frameDb(synthesis);
      levels.forEach((db, f) => {
        if (db <= SPEECH_DB) return;
        const frame: [number, number] = [f * FRAME, (f + 1) * FRAME];
        const inWord = words.some((word) => overlap(frame, [word.start, word.end]) > 0);
        expect(inWord, `speech at ${frame[0].toFixed(2)} s outside every word`).toBe(true);
      });
      const firstSpeech = levels.findIndex((db) => db > SPEECH_DB);
      const lastSpeech = levels.findLastIndex((db) => db > SPEECH_DB);
      expect(words[0]?.start).toBeLessThanOrEqual((firstSpeech + 1) * FRAME);
      expect(words.at(-1)?.end).toBeGreaterThanOrEqual(lastSpeech * FRAME);

      // The sentence's pauses (commas, full stop, semicolon) are real silence and fall between words.
      const silences = pauses(synthesis, 0.1).filter(([, end]) => end < seconds - FRAME);
      expect(silences.length).toBeGreaterThanOrEqual(expectedPauses);
      for (const silence of silences) {
        for (const word of words) {
          expect(overlap(silence, [word.start, word.end]), `"${word.text}" holds a pause`).toBeLessThanOrEqual(FRAME);
        }
      }
    },
  );

  it('places every word of the text, in order, at its characters', async () => {
    const text = 'Mrs. Bennet’s “curly” 1,000 pounds & <more> — in 1813 😀 naïve café.';
    const { words } = await engine.synthesize({ text, voice: 'en-gb-x-rp', prosody: NEUTRAL_PROSODY });
    for (const word of words) expect(text.slice(word.charStart, word.charEnd)).toBe(word.text);
    // Everything but the dash is spoken (the emoji too: espeak names it).
    const spokenTokens = text.split(' ').filter((token) => token !== '—');
    expect(words.map((word) => word.text)).toEqual(spokenTokens);
  });

  it('gives text with nothing to say no audio and no words', async () => {
    const synthesis = await engine.synthesize({ text: ' … — ', voice: 'en-us', prosody: NEUTRAL_PROSODY });
    expect(synthesis.words).toEqual([]);
    expect(synthesis.samples.length).toBe(0);
    expect(synthesis.sampleRate).toBe(22050);
  });
});

describe('EspeakEngine prosody', () => {
  const text = 'However little known the feelings or views of such a man may be, this truth is so well fixed.';
  const read = (prosody: Partial<typeof NEUTRAL_PROSODY>, voice = 'en-us') =>
    engine.synthesize({ text, voice, prosody: { ...NEUTRAL_PROSODY, ...prosody } });

  it('reads faster at a higher rate and slower at a lower one', async () => {
    const [normal, fast, slow] = await Promise.all([read({}), read({ rate: 1.5 }), read({ rate: 0.7 })]);
    expect(spokenTime(fast)).toBeLessThan(spokenTime(normal) * 0.8);
    expect(spokenTime(slow)).toBeGreaterThan(spokenTime(normal) * 1.2);
  });

  it('lengthens and shortens pauses only, keeping the words as they were', async () => {
    const [normal, long, short] = await Promise.all([read({}), read({ pauseScale: 2 }), read({ pauseScale: 0.5 })]);
    expect(pauseTime(long)).toBeGreaterThan(pauseTime(normal) * 1.6);
    expect(pauseTime(short)).toBeLessThan(pauseTime(normal) * 0.7);
    // espeak's output varies by a sample or two from call to call, so compare to within a frame at each end.
    long.words.forEach((word, i) => {
      const before = normal.words[i] as (typeof normal.words)[0];
      expect(word.text).toBe(before.text);
      expect(Math.abs(word.end - word.start - (before.end - before.start))).toBeLessThanOrEqual(2 * FRAME + 0.001);
    });
    expect(duration(long)).toBeGreaterThan(duration(normal));
    expect(duration(short)).toBeLessThan(duration(normal));
  });

  it('scales loudness by the volume and keeps the timeline', async () => {
    const [normal, quiet] = await Promise.all([read({}), read({ volume: 0.5 })]);
    expect(rms(quiet) / rms(normal)).toBeCloseTo(0.5, 2);
    quiet.words.forEach((word, i) => {
      expect(word.text).toBe(normal.words[i]?.text);
      expect(Math.abs(word.start - (normal.words[i]?.start ?? NaN))).toBeLessThanOrEqual(FRAME + 0.002);
    });
  });

  it('maps rate, pitch and range to espeak’s controls', () => {
    expect(espeakSettings(NEUTRAL_PROSODY)).toEqual({ rate: 175, pitch: 50, range: 50 });
    expect(espeakSettings({ ...NEUTRAL_PROSODY, rate: 1.2, pitch: Math.SQRT2, pitchRange: 1.5 })).toEqual({
      rate: 210,
      pitch: 75,
      range: 75,
    });
    expect(espeakSettings({ ...NEUTRAL_PROSODY, rate: 9, pitch: 0.1, pitchRange: 0 })).toEqual({
      rate: 450,
      pitch: 0,
      range: 0,
    });
  });

  it('refuses prosody that is not a number of at least 0', () => {
    for (const bad of [{ rate: Number.NaN }, { pitch: -1 }, { pauseScale: Infinity }]) {
      expect(() => espeakSettings({ ...NEUTRAL_PROSODY, ...bad })).toThrow(NarrationEngineError);
    }
  });
});

describe('EspeakEngine voices', () => {
  it('offers many English accents and variants, each with a unique id, both genders', () => {
    const voices = engine.voices();
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(voices.map((voice) => voice.id)).toEqual(
      expect.arrayContaining(['en-us', 'en-us+f3', 'en-gb-x-rp+m7', 'en-gb-x-rp+klatt4', 'en-029+whisperf']),
    );
    expect(new Set(voices.map((voice) => voice.gender))).toEqual(new Set(['female', 'male']));
    expect(voices.map((voice) => voice.id)).toContain(engine.defaultVoice);
  });

  it('sounds different in different voices', async () => {
    const text = 'A single man of large fortune.';
    const [female, male] = await Promise.all(
      ['en-us+f3', 'en-gb-x-rp+m7'].map((voice) => engine.synthesize({ text, voice, prosody: NEUTRAL_PROSODY })),
    );
    expect(female?.samples).not.toEqual(male?.samples);
    expect(female?.words.map((word) => word.text)).toEqual(male?.words.map((word) => word.text));
  });

  it('refuses a voice it does not have', async () => {
    await expect(
      engine.synthesize({ text: 'Hi.', voice: 'en-us+nope', prosody: NEUTRAL_PROSODY }),
    ).rejects.toMatchObject({ name: 'NarrationEngineError', code: 'unknown_voice' });
  });

  it('has a version naming the package, for cache keys', () => {
    expect(engine.version).toMatch(/^espeak-ng-emscripten@\d+\.\d+\.\d+\+timing\.\d+$/);
  });
});

describe('EspeakEngine threads', () => {
  it('synthesizes off the main thread, so the service keeps answering meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const long = Array(6).fill(SENTENCE).join(' ');
      await engine.synthesize({ text: long, voice: 'en-us', prosody: NEUTRAL_PROSODY });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(10);
  });

  it('runs requests at once beyond its thread count, each answered with its own text', async () => {
    const single = new EspeakEngine({ threads: 1 });
    const texts = ['One small step.', 'Two giant leaps for mankind.', 'Three.'];
    const results = await Promise.all(
      texts.map((text) => single.synthesize({ text, voice: 'en-us', prosody: NEUTRAL_PROSODY })),
    );
    expect(results.map((result) => result.words.map((word) => word.text).join(' '))).toEqual(texts);
    await single.close();
  });

  it('fails a request whose thread is stopped, and starts a new thread for the next one', async () => {
    const single = new EspeakEngine({ threads: 1 });
    const running = single.synthesize({ text: SENTENCE, voice: 'en-us', prosody: NEUTRAL_PROSODY });
    await single.close();
    await expect(running).rejects.toThrow(/espeak thread stopped/);
    const again = await single.synthesize({ text: 'Again.', voice: 'en-us', prosody: NEUTRAL_PROSODY });
    expect(again.words.map((word) => word.text)).toEqual(['Again.']);
    await single.close();
  });

  it('warms up by starting every thread, once, and reads the same words afterwards', async () => {
    const pair = new EspeakEngine({ threads: 2 });
    const request = { text: SENTENCE, voice: 'en-us', prosody: NEUTRAL_PROSODY };
    const cold = await pair.synthesize(request);
    expect(pair.threadsRunning).toBe(1);
    await pair.close();
    expect(pair.threadsRunning).toBe(0);

    await pair.warmUp();
    expect(pair.threadsRunning).toBe(2);
    await pair.warmUp();
    expect(pair.threadsRunning).toBe(2);
    const warm = await pair.synthesize(request);
    // The same words; espeak's timings may differ by a millisecond once a thread has read other text.
    const said = ({ words }: Synthesis) => words.map(({ text }) => text);
    expect(said(warm)).toEqual(said(cold));
    await pair.close();
  });
});
