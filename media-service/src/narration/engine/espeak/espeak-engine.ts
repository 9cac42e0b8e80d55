import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { scalePauses } from '../pauses.ts';
import { timeWords } from '../timing.ts';
import {
  NEUTRAL_PROSODY,
  NarrationEngineError,
  type NarrationEngine,
  type Prosody,
  type Synthesis,
  type SynthesisRequest,
  type VoiceInfo,
} from '../types.ts';
import { wordsFromOnsets } from '../words.ts';
import { spokenText } from './pronounce.ts';
import { toSsml } from './ssml.ts';
import { EspeakThreads } from './threads.ts';
import { variedProsody } from './variation.ts';
import { ESPEAK_VOICES } from './voices.ts';

const packageVersion = (
  createRequire(import.meta.url)('@echogarden/espeak-ng-emscripten/package.json') as {
    version: string;
  }
).version;
// Bump when the way words are timed or prosody is mapped changes, so cached narration is made again.
const TIMING_REVISION = 1;

const NORMAL_WORDS_PER_MINUTE = 175;
/**
 * Read by each thread as it warms up: espeak runs slowly for its first second or so of work, until V8 has compiled its
 * hot code, so a few sentences of several kinds.
 */
const WARM_UP_TEXTS = [
  'The narration is about to begin.',
  '"Is it ready?" she asked; he said: "Yes, in 3 minutes, at 10:45 precisely."',
  'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this ' +
    'truth is so well fixed in the minds of the surrounding families.',
];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Prosody factors to espeak's controls: rate in words a minute, pitch 0–99 (50 normal, ±50 = ±1 octave), range 0–100. */
export function espeakSettings(prosody: Prosody): { rate: number; pitch: number; range: number } {
  for (const [name, value] of Object.entries(prosody)) {
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      throw new NarrationEngineError(
        'invalid_prosody',
        `Prosody ${name} must be a number of at least 0, got ${value}.`,
      );
    }
  }
  return {
    rate: Math.round(clamp(NORMAL_WORDS_PER_MINUTE * prosody.rate, 80, 450)),
    pitch: Math.round(clamp(50 + 50 * Math.log2(prosody.pitch), 0, 99)),
    range: Math.round(clamp(50 * prosody.pitchRange, 0, 100)),
  };
}

/**
 * eSpeak NG compiled with Emscripten: offline, many accents and variants, word onsets reported by the
 * synthesizer. Synthesis runs on worker threads (one espeak each, 24 MB of voice data, loaded on first use or on
 * warm-up), so paragraphs can be made in parallel and the service stays responsive meanwhile.
 */
export class EspeakEngine implements NarrationEngine {
  readonly id = 'espeak';
  readonly version = `espeak-ng-emscripten@${packageVersion}+timing.${TIMING_REVISION}`;
  readonly defaultVoice = 'en-us';
  private readonly threads: EspeakThreads;

  /** `threads`: how many paragraphs can be synthesized at once (default: the cores, at most 2). */
  constructor(options: { threads?: number | undefined } = {}) {
    this.threads = new EspeakThreads(options.threads ?? Math.min(2, availableParallelism()));
  }

  get parallelism(): number {
    return this.threads.size;
  }

  /** Threads running (started by a synthesis or a warm-up, until closed). */
  get threadsRunning(): number {
    return this.threads.running;
  }

  async warmUp(): Promise<void> {
    const settings = { voice: this.defaultVoice, ...espeakSettings(NEUTRAL_PROSODY) };
    await this.threads.warmUp(WARM_UP_TEXTS.map((text) => ({ ssml: toSsml(text).ssml, ...settings })));
  }

  voices(): VoiceInfo[] {
    return [...ESPEAK_VOICES];
  }

  async synthesize(request: SynthesisRequest): Promise<Synthesis> {
    const { prosody } = request;
    const { output, words } = await this.speak(request);
    const { sampleRate } = output;
    if (words.length === 0) return { samples: new Float32Array(0), sampleRate, words: [] };
    const samples = toFloat(output.samples, prosody.volume);
    const timed = scalePauses(samples, sampleRate, timeWords(words, samples, sampleRate), prosody.pauseScale ?? 1);
    return { samples: timed.samples, sampleRate, words: timed.words };
  }

  /** What espeak says for each word of the text, as IPA phonemes (its phoneme events): how a reading is checked. */
  async phonemes(request: SynthesisRequest): Promise<Array<{ text: string; phonemes: string }>> {
    const { output, words, originalIndex } = await this.speak(request);
    const said = output.phonemes.map(({ codePoint, phoneme }) => ({ charIndex: originalIndex(codePoint), phoneme }));
    return words.map((word) => ({
      text: word.text,
      phonemes: said
        .filter(({ charIndex }) => charIndex >= word.charStart && charIndex < word.charEnd)
        .map(({ phoneme }) => phoneme)
        .join(' '),
    }));
  }

  close(): Promise<void> {
    return this.threads.close();
  }

  /** Runs espeak on the text as pronounced, answering its output and the written words it spoke, with their onsets. */
  private async speak({ text, voice, prosody, pronunciations = [], variation = 0 }: SynthesisRequest) {
    if (!ESPEAK_VOICES.some((known) => known.id === voice)) {
      throw new NarrationEngineError('unknown_voice', `There is no voice "${voice}" in the espeak engine.`);
    }
    const spoken = spokenText(text, pronunciations);
    const ssml = toSsml(spoken.text);
    const originalIndex = (codePoint: number) => spoken.originalIndex(ssml.originalIndex(codePoint));
    const output = await this.threads.run({
      ssml: ssml.ssml,
      voice,
      ...espeakSettings(variedProsody(prosody, variation)),
    });
    const onsets = output.onsets.map(({ codePoint, ms }) => ({ charIndex: originalIndex(codePoint), time: ms / 1000 }));
    return { output, words: wordsFromOnsets(text, onsets), originalIndex };
  }
}

/** 16-bit samples as floats, with the volume applied (clipped at full scale). */
function toFloat(pcm: Int16Array, volume: number): Float32Array {
  const gain = volume / 32768;
  // A plain loop: Float32Array.from with a mapping function is some 30 times slower.
  const samples = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) samples[i] = clamp((pcm[i] as number) * gain, -1, 1);
  return samples;
}
