import { encodeWav } from '../audio/index.ts';
import { compose } from './compose.ts';
import type { GeneratedMusic, MusicGenerator, MusicRequest } from './generator.ts';
import { writeMidi } from './midi.ts';
import { describePlan, readPrompt } from './prompt.ts';
import { hashText } from './random.ts';
import { MUSIC_SAMPLE_RATE, renderMidi } from './render.ts';

const interleave = (left: Float32Array, right: Float32Array): Float32Array => {
  const samples = new Float32Array(left.length * 2);
  for (let i = 0; i < left.length; i++) {
    samples[2 * i] = left[i]!;
    samples[2 * i + 1] = right[i]!;
  }
  return samples;
};

/**
 * The offline generator: reads the prompt into a plan, composes from the seed (mixed with the prompt, so one seed
 * gives different prompts different tunes), writes MIDI and renders it with the soundfont. The same prompt and seed
 * give the same bytes.
 */
export function createOfflineGenerator(): MusicGenerator {
  return {
    async generate(request: MusicRequest, progress, signal): Promise<GeneratedMusic> {
      const { prompt, durationSeconds, seed } = request;
      if (!(Number.isFinite(durationSeconds) && durationSeconds > 0)) {
        throw new RangeError(`A piece of music needs a positive length, not ${durationSeconds} s.`);
      }
      const plan = readPrompt(prompt);
      const score = compose(plan, durationSeconds, (seed ^ hashText(prompt.trim().toLowerCase())) >>> 0);
      const { left, right } = await renderMidi(writeMidi(score), durationSeconds, progress, signal);
      return {
        wav: encodeWav(interleave(left, right), MUSIC_SAMPLE_RATE, 2),
        sampleRate: MUSIC_SAMPLE_RATE,
        durationSeconds,
        plan: describePlan(plan, score.tempo),
      };
    },
  };
}
