import type { CompositionPlan } from './composition-plan.ts';
import { nearestPitch } from './harmony.ts';
import type { Bar, ScoreNote } from './score.ts';

const BASS_CENTRE = 40;

/** The bass's notes in one bar, as [beat, beats, which chord tone: 0 root, 1 third, 2 fifth]. */
function figureFor(plan: CompositionPlan, bar: Bar): [number, number, number][] {
  const meter = plan.beatsPerBar;
  if (bar.section === 'intro' || plan.pattern === 'sustained' || plan.density < 0.3) return [[0, meter * 0.95, 0]];
  if (plan.drums === 'rock' || plan.drums === 'electronic' || plan.pattern === 'pulse') {
    return Array.from({ length: meter * 2 }, (_, i) => [i / 2, 0.45, i === meter * 2 - 1 ? 2 : 0]);
  }
  if (plan.drums === 'jazz') return Array.from({ length: meter }, (_, i) => [i, 0.9, [0, 1, 2, 1][i]!]);
  if (meter === 3) return [[0, 2.9, 0]];
  return [
    [0, 1.9, 0],
    [2, 1.9, 2],
  ];
}

/**
 * The bass line: the chord's root on the downbeat and its figure (held, root and fifth, driving eighths or a walk)
 * after it; the final bar holds the home note.
 */
export function composeBass(bars: Bar[], plan: CompositionPlan): ScoreNote[] {
  const notes: ScoreNote[] = [];
  for (const bar of bars) {
    const root = nearestPitch(BASS_CENTRE, [bar.chord.root]);
    const velocity = 0.6 + 0.25 * bar.energy;
    if (bar.section === 'final') {
      notes.push({ pitch: root, beat: bar.firstBeat, beats: plan.beatsPerBar - 1, velocity });
      continue;
    }
    for (const [beat, beats, tone] of figureFor(plan, bar)) {
      const pitch = tone === 0 ? root : nearestPitch(root + (tone === 1 ? 4 : 7), [bar.chord.tones[tone]!]);
      notes.push({ pitch, beat: bar.firstBeat + beat, beats, velocity: velocity * (beat === 0 ? 1 : 0.85) });
    }
  }
  return notes;
}
