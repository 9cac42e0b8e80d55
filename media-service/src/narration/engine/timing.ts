import { decibels, frameEnergies } from '../../audio/index.ts';
import type { TimedWord } from './types.ts';
import type { StartedWord } from './words.ts';

/** Energy is measured on 10 ms frames. */
const FRAME_SECONDS = 0.01;
/** Shorter silences are the closure of a stop consonant, not a pause. */
export const SHORTEST_PAUSE_SECONDS = 0.08;
// espeak reports a word that follows a pause up to a few frames after its sound has begun.
const LATEST_ONSET_SECONDS = 0.05;

/** The frame holding a moment (the epsilon keeps 8.61 s in frame 861 despite floating point). */
const frameOf = (seconds: number) => Math.floor(seconds / FRAME_SECONDS + 1e-6);
// A frame this far below the loudest one is silence; the floor keeps a whisper-quiet voice from turning into silence.
const SILENCE_BELOW_LOUDEST_DB = 45;
const SILENCE_FLOOR_DB = -70;

/** Each frame's RMS level in dBFS. */
function frameLevels(samples: Float32Array, sampleRate: number): Float32Array {
  return Float32Array.from(frameEnergies(samples, sampleRate, FRAME_SECONDS), decibels);
}

/** Which frames are sound (not silence), judged against the loudest frame of the same audio. */
function soundingFrames(samples: Float32Array, sampleRate: number): boolean[] {
  const levels = frameLevels(samples, sampleRate);
  const loudest = levels.reduce((max, level) => Math.max(max, level), -Infinity);
  const threshold = Math.max(SILENCE_FLOOR_DB, loudest - SILENCE_BELOW_LOUDEST_DB);
  return Array.from(levels, (level) => level > threshold);
}

/**
 * Where each word's sound begins: its reported onset, or earlier when the sound after a pause begins shortly before
 * the onset (that sound is the word's, not the end of the word before).
 */
function soundStarts(words: StartedWord[], sounding: boolean[]): number[] {
  const frames = (seconds: number) => Math.round(seconds / FRAME_SECONDS);
  return words.map((word, index) => {
    const onset = frameOf(word.start);
    const earliest = Math.ceil((words[index - 1]?.start ?? 0) / FRAME_SECONDS - 1e-6);
    let soundFrom = onset;
    while (soundFrom > earliest && onset - soundFrom < frames(LATEST_ONSET_SECONDS) && sounding[soundFrom - 1]) {
      soundFrom--;
    }
    let pauseFrom = soundFrom;
    while (pauseFrom > earliest && !sounding[pauseFrom - 1]) pauseFrom--;
    const latePastPause = soundFrom < onset && soundFrom - pauseFrom >= frames(SHORTEST_PAUSE_SECONDS);
    return latePastPause ? soundFrom * FRAME_SECONDS : word.start;
  });
}

/**
 * Gives each word its end where its sound stops before the next word starts, and moves a start that falls on silence
 * to where the sound begins, so that every pause lies between words, never inside one.
 */
export function timeWords(words: StartedWord[], samples: Float32Array, sampleRate: number): TimedWord[] {
  const duration = samples.length / sampleRate;
  const sounding = soundingFrames(samples, sampleRate);
  const starts = soundStarts(words, sounding);
  const frameAt = (seconds: number) => Math.min(sounding.length, frameOf(seconds));

  return words.map((word, index) => {
    const start = Math.min(starts[index] as number, duration);
    const limit = Math.min(starts[index + 1] ?? duration, duration);
    let first = -1;
    let last = -1;
    for (let f = frameAt(start); f < frameAt(limit); f++) {
      if (!sounding[f]) continue;
      if (first < 0) first = f;
      last = f;
    }
    const { text, charStart, charEnd } = word;
    if (first < 0) return { text, charStart, charEnd, start, end: Math.min(limit, start + FRAME_SECONDS) };
    return {
      text,
      charStart,
      charEnd,
      start: Math.max(start, first * FRAME_SECONDS),
      end: Math.min(limit, (last + 1) * FRAME_SECONDS),
    };
  });
}
