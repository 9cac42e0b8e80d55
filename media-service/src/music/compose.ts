import { composeAccompaniment } from './accompaniment.ts';
import { composeBass } from './bass.ts';
import type { CompositionPlan } from './composition-plan.ts';
import { composeDrums } from './drums.ts';
import { chordOn, pitchClassOf, progressionFor } from './harmony.ts';
import { composeMelody } from './melody.ts';
import { seededRandom } from './random.ts';
import type { Bar, Score } from './score.ts';

const MIN_BARS = 4;
const PHRASE_BARS = 4;
/** Phrases of the body in turn: the A tune twice, the B tune for contrast, A again. */
const SECTION_ORDER = ['A', 'A', 'B', 'A'] as const;
const ENERGY = { intro: 0.3, A: 0.6, B: 0.85, cadence: 0.7, final: 0.5 } as const;

/**
 * The bars of the piece: an intro on the home chord, the body's phrases over the progression (the B phrases over a
 * second one), then the dominant and the home chord. Ending on the home chord the intro starts from, in the same
 * tempo, lets the track loop without a seam.
 */
function planBars(plan: CompositionPlan, bars: number, seed: number): Bar[] {
  const random = seededRandom(seed);
  const tonic = pitchClassOf(plan.key);
  const progressions = { A: progressionFor(plan.mode, random), B: progressionFor(plan.mode, random) };
  const introBars = bars >= 10 ? 2 : 1;
  const bodyBars = bars - introBars - 2;
  return Array.from({ length: bars }, (_, index): Bar => {
    const bodyIndex = index - introBars;
    const phrase = Math.floor(bodyIndex / PHRASE_BARS);
    const section =
      index < introBars
        ? 'intro'
        : index === bars - 1
          ? 'final'
          : index === bars - 2
            ? 'cadence'
            : SECTION_ORDER[phrase % 4]!;
    const phraseBar = section === 'A' || section === 'B' ? bodyIndex % PHRASE_BARS : 0;
    const degree =
      section === 'intro' || section === 'final' ? 0 : section === 'cadence' ? 4 : progressions[section][phraseBar]!;
    return {
      index,
      firstBeat: index * plan.beatsPerBar,
      chord: chordOn(degree, tonic, plan.mode, section === 'cadence'),
      section,
      phraseBar,
      sectionStart:
        index === introBars || (phraseBar === 0 && bodyIndex > 0 && section !== SECTION_ORDER[(phrase + 3) % 4]),
      fill: bodyBars >= 2 && index === bars - 3,
      energy: ENERGY[section],
    };
  });
}

/**
 * A structured piece of exactly durationSeconds: a whole number of bars, the plan's tempo nudged so they fill the
 * time, and the melody, accompaniment, bass and drums written over them from the seed.
 */
export function compose(plan: CompositionPlan, durationSeconds: number, seed: number): Score {
  const bars = Math.max(MIN_BARS, Math.round((durationSeconds * plan.tempo) / 60 / plan.beatsPerBar));
  const tempo = (bars * plan.beatsPerBar * 60) / durationSeconds;
  const barPlan = planBars(plan, bars, seed);
  const random = seededRandom(seed + 1);
  const parts = [
    {
      name: 'melody',
      instrument: plan.melody,
      channel: 0,
      volume: 0.85,
      pan: 0.56,
      notes: composeMelody(barPlan, plan, random),
    },
    {
      name: 'accompaniment',
      instrument: plan.accompaniment,
      channel: 1,
      volume: 0.72,
      pan: 0.38,
      notes: composeAccompaniment(barPlan, plan, random),
    },
    { name: 'bass', instrument: plan.bass, channel: 2, volume: 0.8, pan: 0.5, notes: composeBass(barPlan, plan) },
    {
      name: 'drums',
      instrument: { program: 0 },
      channel: 9,
      volume: 0.75,
      pan: 0.5,
      notes: composeDrums(barPlan, plan, random),
    },
  ];
  return {
    tempo,
    beatsPerBar: plan.beatsPerBar,
    bars,
    parts: parts
      .filter((part) => part.notes.length > 0)
      .map(({ instrument, ...part }) => ({ ...part, program: instrument.program })),
  };
}
