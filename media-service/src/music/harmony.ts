import { MODES, NOTE_NAMES, type Mode } from './composition-plan.ts';
import type { Random } from './random.ts';

/** A chord of one bar: its pitch classes (root first) and the scale a melody over it walks in. */
export interface Chord {
  root: number;
  tones: number[];
  scale: number[];
}

/** Four-chord progressions (scale degrees from 0) that suit each mode; each starts on the home chord. */
const PROGRESSIONS: Record<Mode, readonly (readonly number[])[]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [0, 3, 5, 4],
    [0, 3, 0, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 5, 4],
    [0, 6, 5, 6],
    [0, 5, 3, 4],
  ],
  dorian: [
    [0, 3, 0, 6],
    [0, 6, 3, 0],
    [0, 2, 3, 6],
  ],
  phrygian: [
    [0, 1, 0, 6],
    [0, 1, 5, 4],
    [0, 5, 1, 0],
  ],
  lydian: [
    [0, 1, 0, 4],
    [0, 1, 5, 4],
    [0, 4, 1, 0],
  ],
  mixolydian: [
    [0, 6, 3, 0],
    [0, 3, 6, 3],
    [0, 6, 4, 3],
  ],
};

export const pitchClassOf = (key: string): number => {
  const index = NOTE_NAMES.indexOf(key as (typeof NOTE_NAMES)[number]);
  if (index < 0) throw new RangeError(`Unknown key ${key}.`);
  return index;
};

export const progressionFor = (mode: Mode, random: Random): readonly number[] => random.pick(PROGRESSIONS[mode]);

const MINOR_THIRD_MODES: readonly Mode[] = ['minor', 'dorian', 'phrygian'];

/**
 * The triad on a scale degree of the key. The dominant of a cadence is major in every mode (the raised seventh of
 * harmonic minor), so the last bars lead home to the tonic.
 */
export function chordOn(degree: number, tonic: number, mode: Mode, cadence = false): Chord {
  const steps: readonly number[] = MODES[mode];
  const scale = steps.map((step) => (tonic + step) % 12);
  if (cadence && degree === 4) {
    const root = (tonic + 7) % 12;
    const leadingTone = (tonic + 11) % 12;
    const cadenceScale = MINOR_THIRD_MODES.includes(mode) || mode === 'mixolydian' ? raiseSeventh(scale, tonic) : scale;
    return { root, tones: [root, leadingTone, (root + 7) % 12], scale: cadenceScale };
  }
  const tone = (offset: number) => scale[(degree + offset) % 7] as number;
  return { root: tone(0), tones: [tone(0), tone(2), tone(4)], scale };
}

const raiseSeventh = (scale: number[], tonic: number): number[] =>
  scale.map((pitchClass, i) => (i === 6 ? (tonic + 11) % 12 : pitchClass));

/** The MIDI note nearest to target whose pitch class is one of pitchClasses (the lower one on a tie). */
export function nearestPitch(target: number, pitchClasses: readonly number[]): number {
  for (let distance = 0; distance < 12; distance++) {
    for (const candidate of [target - distance, target + distance]) {
      if (pitchClasses.includes(((candidate % 12) + 12) % 12)) return candidate;
    }
  }
  throw new RangeError('No pitch classes to choose from.');
}

/** The note that lies the given number of scale steps above (or below, when negative) a note of the scale. */
export function stepInScale(pitch: number, scale: readonly number[], steps: number): number {
  let note = nearestPitch(pitch, scale);
  const direction = Math.sign(steps);
  for (let moved = 0; moved < Math.abs(steps);) {
    note += direction;
    if (scale.includes(((note % 12) + 12) % 12)) moved++;
  }
  return note;
}
