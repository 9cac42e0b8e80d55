import type { CompositionPlan, DrumStyle } from './composition-plan.ts';
import type { Random } from './random.ts';
import type { Bar, ScoreNote } from './score.ts';

/** General MIDI drum kit notes (channel 10). */
const KICK = 36;
const LOW_KICK = 35;
const SIDE_STICK = 37;
const SNARE = 38;
const CLAP = 39;
const LOW_TOM = 41;
const CLOSED_HAT = 42;
const MID_TOM = 45;
const HIGH_TOM = 48;
const OPEN_HAT = 46;
const CRASH = 49;
const RIDE = 51;
const TAMBOURINE = 54;
const SHAKER = 70;

type Hits = [drum: number, beats: readonly number[], level: number][];
const eighths = (meter: number) => Array.from({ length: meter * 2 }, (_, i) => i / 2);

/** One bar of each style's groove in 4/4 and in 3/4. */
function groove(style: DrumStyle, meter: 3 | 4): Hits {
  const waltz = meter === 3;
  switch (style) {
    case 'rock':
      return [
        [KICK, waltz ? [0] : [0, 2, 2.5], 1],
        [SNARE, waltz ? [1, 2] : [1, 3], 0.9],
        [CLOSED_HAT, eighths(meter), 0.6],
      ];
    case 'folk':
      return [
        [KICK, waltz ? [0] : [0, 2], 0.8],
        [TAMBOURINE, waltz ? [1, 2] : [1, 3], 0.6],
        [SHAKER, eighths(meter), 0.35],
      ];
    case 'cinematic':
      return [
        [LOW_KICK, [0], 1],
        [LOW_TOM, waltz ? [0, 1.5] : [0, 0.75, 1.5, 2.5], 0.85],
        [MID_TOM, waltz ? [2] : [3, 3.5], 0.7],
      ];
    case 'electronic':
      return [
        [KICK, Array.from({ length: meter }, (_, i) => i), 1],
        [CLAP, waltz ? [2] : [1, 3], 0.8],
        [OPEN_HAT, eighths(meter).filter((beat) => beat % 1 !== 0), 0.5],
      ];
    case 'hiphop':
      return [
        [KICK, waltz ? [0, 1.5] : [0, 1.75, 2.5], 0.8],
        [SNARE, waltz ? [2] : [1, 3], 0.7],
        [CLOSED_HAT, eighths(meter), 0.4],
      ];
    case 'jazz':
      return [
        [RIDE, waltz ? [0, 1, 1.67, 2] : [0, 1, 1.67, 2, 3, 3.67], 0.55],
        [SIDE_STICK, waltz ? [1] : [1, 3], 0.45],
        [KICK, [0], 0.4],
      ];
  }
}

/** A fill over the last two beats before the cadence: eighths falling from high tom to low. */
const FILL: Hits = [
  [SNARE, [2], 0.8],
  [HIGH_TOM, [2.5], 0.85],
  [MID_TOM, [3], 0.85],
  [LOW_TOM, [3.5], 0.9],
];

/**
 * The drums: silent in the first intro bar, the style's groove from there on (a crash at each section's start, a
 * fill before the cadence), and one last hit on the final downbeat.
 */
export function composeDrums(bars: Bar[], plan: CompositionPlan, random: Random): ScoreNote[] {
  if (!plan.drums) return [];
  const notes: ScoreNote[] = [];
  const pattern = groove(plan.drums, plan.beatsPerBar);
  const hit = (bar: Bar, drum: number, beat: number, level: number) =>
    notes.push({
      pitch: drum,
      beat: bar.firstBeat + beat,
      beats: 0.25,
      velocity: Math.min(1, level * (0.55 + 0.4 * bar.energy) + (random.next() - 0.5) * 0.08),
    });
  for (const bar of bars) {
    if (bar.section === 'intro' && bar.index === 0) continue;
    if (bar.section === 'final') {
      hit(bar, plan.drums === 'cinematic' ? LOW_KICK : KICK, 0, 1);
      hit(bar, plan.drums === 'cinematic' ? LOW_TOM : CRASH, 0, 0.8);
      continue;
    }
    if (bar.sectionStart && bar.section !== 'intro' && plan.drums !== 'cinematic') hit(bar, CRASH, 0, 0.7);
    const fillFrom = bar.fill && plan.beatsPerBar === 4 ? 2 : plan.beatsPerBar;
    for (const [drum, beats, level] of pattern) {
      for (const beat of beats) if (beat < fillFrom) hit(bar, drum, beat, level);
    }
    if (fillFrom < plan.beatsPerBar)
      for (const [drum, beats, level] of FILL) for (const beat of beats) hit(bar, drum, beat, level);
  }
  return notes;
}
