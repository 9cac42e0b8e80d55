import type { CompositionPlan } from './composition-plan.ts';
import { nearestPitch, pitchClassOf, stepInScale } from './harmony.ts';
import type { Random } from './random.ts';
import type { Bar, ScoreNote } from './score.ts';

/** Rhythm cells in beats (a negative length is a rest), by metre and by how busy the music is. */
type Cells = readonly (readonly number[])[];
const CELLS: Record<3 | 4, Record<'sparse' | 'moderate' | 'busy' | 'phraseEnd', Cells>> = {
  4: {
    sparse: [[4], [2, 2], [3, 1], [2, 1, 1], [1, 1, 2]],
    moderate: [
      [1, 1, 2],
      [2, 1, 1],
      [1, 1, 1, 1],
      [1.5, 0.5, 2],
      [1.5, 0.5, 1, 1],
      [0.5, 0.5, 1, 2],
    ],
    busy: [
      [0.5, 0.5, 1, 1, 1],
      [1, 0.5, 0.5, 1, 1],
      [0.5, 0.5, 0.5, 0.5, 1, 1],
      [1.5, 0.5, 1, 0.5, 0.5],
      [0.5, 0.5, 1, 0.5, 0.5, 1],
    ],
    phraseEnd: [[3, -1], [2, 2], [2, 1, -1], [4]],
  },
  3: {
    sparse: [[3], [2, 1], [1, 2]],
    moderate: [
      [1, 1, 1],
      [2, 1],
      [1.5, 0.5, 1],
      [1, 0.5, 0.5, 1],
    ],
    busy: [
      [0.5, 0.5, 1, 1],
      [1, 0.5, 0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5, 0.5, 1],
    ],
    phraseEnd: [[3], [2, -1]],
  },
};

/** A two-bar idea (rhythm and melodic steps) and its phrase ending, repeated so the tune is recognisable. */
interface Motif {
  cells: (readonly number[])[];
  phraseEnd: readonly number[];
  steps: number[];
}

function makeMotif(plan: CompositionPlan, random: Random): Motif {
  const cells = CELLS[plan.beatsPerBar];
  const pool = plan.density < 0.4 ? cells.sparse : plan.density < 0.7 ? cells.moderate : cells.busy;
  return {
    cells: [random.pick(pool), random.pick(pool)],
    phraseEnd: random.pick(cells.phraseEnd),
    steps: Array.from({ length: 8 }, () => random.pick([-2, -1, -1, 1, 1, 2, 0])),
  };
}

/** Horns and guitars sit lower than violins and flutes; the B section lifts the tune a third. */
function homeNote(plan: CompositionPlan, section: Bar['section']): number {
  const low = [29, 30, 60, 65].includes(plan.melody.program) ? -7 : 0;
  return nearestPitch(70 + low + (section === 'B' ? 4 : 0), [pitchClassOf(plan.key)]);
}

/** The rhythm a bar of the tune takes: the motif in a phrase's first three bars, its ending in the fourth. */
function cellFor(bar: Bar, motif: Motif): readonly number[] {
  if (bar.section === 'cadence') return motif.cells[1]!;
  return bar.phraseBar === 3 ? motif.phraseEnd : motif.cells[bar.phraseBar % 2]!;
}

/**
 * The tune: silent in the intro, the section's motif over each phrase (chord tones on strong beats, scale steps
 * between), and the home note held in the final bar.
 */
export function composeMelody(bars: Bar[], plan: CompositionPlan, random: Random): ScoreNote[] {
  const motifs = { A: makeMotif(plan, random), B: makeMotif(plan, random) };
  const notes: ScoreNote[] = [];
  let pitch = homeNote(plan, 'A');
  for (const bar of bars) {
    if (bar.section === 'intro') continue;
    const home = homeNote(plan, bar.section);
    if (bar.section === 'final') {
      pitch = nearestPitch(pitch, [pitchClassOf(plan.key)]);
      notes.push({ pitch, beat: bar.firstBeat, beats: plan.beatsPerBar - 1, velocity: 0.55 + 0.2 * bar.energy });
      continue;
    }
    const motif = bar.section === 'B' ? motifs.B : motifs.A;
    let offset = 0;
    cellFor(bar, motif).forEach((length, i) => {
      const beats = Math.abs(length);
      if (length > 0) {
        const strong = offset % 2 === 0;
        const step = motif.steps[(i + bar.phraseBar * 3) % motif.steps.length]!;
        // Drifting too far from home turns the line back towards it.
        const towardHome = pitch > home + 7 ? -Math.abs(step || 1) : pitch < home - 7 ? Math.abs(step || 1) : step;
        pitch = strong
          ? nearestPitch(pitch + towardHome * 2, bar.chord.tones)
          : stepInScale(pitch, bar.chord.scale, towardHome);
        const velocity = 0.6 + 0.25 * bar.energy + (strong ? 0.05 : 0) + (random.next() - 0.5) * 0.06;
        notes.push({ pitch, beat: bar.firstBeat + offset, beats: beats * 0.92, velocity });
      }
      offset += beats;
    });
  }
  return notes;
}
