import { decibels, frameEnergies } from '../audio/index.ts';
import { median, PITCH_HOP_SECONDS, pitchTrack } from './pitch.ts';

/** What a recording of a voice tells about how it speaks. */
export interface SpeechAnalysis {
  /** Length of the audio analysed, seconds. */
  seconds: number;
  /** Time with sound in it (not silence), seconds. */
  speechSeconds: number;
  /** Time with a voice pitch in it, seconds. */
  voicedSeconds: number;
  /** The voice's typical pitch: the median over its voiced frames, Hz; null without voiced frames. */
  pitchHz: number | null;
  /** Syllables found (peaks of loudness on voiced sound, as de Jong & Wempe 2009 count them). */
  syllables: number;
  /** Pace: syllables per second of speech, pauses left out; null without speech. */
  syllablesPerSecond: number | null;
}

const FRAME = PITCH_HOP_SECONDS;
// Sound is anything within this of the loudest frame and above the absolute floor (a recording of a quiet room).
const SPEECH_BELOW_LOUDEST_DB = 35;
const SILENCE_FLOOR_DBFS = -60;
// Syllable peaks: loudness smoothed over 50 ms; a peak counts when it is within 25 dB of the loudest frame and is
// separated from its neighbour by a dip of at least 2 dB (de Jong & Wempe's settings).
const SMOOTH_FRAMES = 5;
const PEAK_BELOW_LOUDEST_DB = 25;
const MIN_DIP_DB = 2;
// A peak is voiced when a frame this close to it has a pitch.
const VOICED_NEAR_FRAMES = 2;

/** The energy averaged over `width` frames centred on each frame, in dB. */
function smoothedLevels(energies: Float64Array, width: number): Float64Array {
  const half = width >> 1;
  return Float64Array.from(energies, (_, f) => {
    let sum = 0;
    let count = 0;
    for (let g = Math.max(0, f - half); g <= Math.min(energies.length - 1, f + half); g++) {
      sum += energies[g] as number;
      count++;
    }
    return decibels(sum / count);
  });
}

/** Syllable nuclei: loudness peaks above `floor`, told apart by a dip, on voiced sound. */
function syllablePeaks(levels: Float64Array, floor: number, voiced: (frame: number) => boolean): number[] {
  const peaks: number[] = [];
  let current: number | undefined;
  let dip = Infinity;
  for (let f = 1; f < levels.length - 1; f++) {
    const level = levels[f] as number;
    dip = Math.min(dip, level);
    const isPeak = level > floor && level > (levels[f - 1] as number) && level >= (levels[f + 1] as number);
    if (!isPeak || !voiced(f)) continue;
    if (current === undefined) {
      current = f;
    } else if (Math.min(levels[current] as number, level) - dip >= MIN_DIP_DB) {
      peaks.push(current);
      current = f;
    } else if (level > (levels[current] as number)) {
      // No real dip between them: one syllable, at its louder peak.
      current = f;
    }
    dip = level;
  }
  if (current !== undefined) peaks.push(current);
  return peaks;
}

/** Measures the pitch and pace of the speech in mono samples. */
export function analyseSpeech(samples: Float32Array, sampleRate: number): SpeechAnalysis {
  const energies = frameEnergies(samples, sampleRate, FRAME);
  const levels = Array.from(energies, decibels);
  const loudest = levels.reduce((max, level) => Math.max(max, level), -Infinity);
  const speechFloor = Math.max(SILENCE_FLOOR_DBFS, loudest - SPEECH_BELOW_LOUDEST_DB);
  const sounding = levels.map((level) => level > speechFloor);

  const pitch = pitchTrack(samples, sampleRate, (frame) => sounding[frame] === true);
  const voicedPitches = pitch.filter((hz) => hz > 0);
  const voiced = (frame: number) => {
    for (let g = Math.max(0, frame - VOICED_NEAR_FRAMES); g <= frame + VOICED_NEAR_FRAMES && g < pitch.length; g++) {
      if ((pitch[g] as number) > 0) return true;
    }
    return false;
  };
  const peaks =
    loudest > SILENCE_FLOOR_DBFS
      ? syllablePeaks(smoothedLevels(energies, SMOOTH_FRAMES), loudest - PEAK_BELOW_LOUDEST_DB, voiced)
      : [];

  const speechSeconds = sounding.filter(Boolean).length * FRAME;
  return {
    seconds: samples.length / sampleRate,
    speechSeconds,
    voicedSeconds: voicedPitches.length * FRAME,
    pitchHz: median(voicedPitches) ?? null,
    syllables: peaks.length,
    syllablesPerSecond: speechSeconds > 0 ? peaks.length / speechSeconds : null,
  };
}
