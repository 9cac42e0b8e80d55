import type { CompositionPlan } from './composition-plan.ts';
import type { Random } from './random.ts';
import type { Bar, ScoreNote } from './score.ts';

const VOICING_CENTRE = 60;

/** The chord's tones stacked from the inversion nearest the previous chord, so the harmony moves smoothly. */
function voice(tones: readonly number[], previous: readonly number[]): number[] {
  const previousMiddle = previous.reduce((sum, pitch) => sum + pitch, 0) / previous.length;
  const inversions = tones.map((_, start) => {
    const ordered = [...tones.slice(start), ...tones.slice(0, start)];
    const voiced: number[] = [];
    for (const pitchClass of ordered) {
      const floor = voiced.length === 0 ? VOICING_CENTRE - 8 : voiced[voiced.length - 1]! + 1;
      voiced.push(nearestPitchAbove(floor, pitchClass));
    }
    return voiced;
  });
  const distance = (voiced: number[]) =>
    Math.abs(voiced.reduce((sum, pitch) => sum + pitch, 0) / voiced.length - previousMiddle);
  return inversions.reduce((best, voiced) => (distance(voiced) < distance(best) ? voiced : best));
}

const nearestPitchAbove = (floor: number, pitchClass: number): number => floor + ((pitchClass - floor + 120) % 12);

/** Broken-chord orders, as indexes into the chord's tones with its root an octave up as the fourth. */
const ARPEGGIOS: Record<3 | 4, readonly (readonly number[])[]> = {
  4: [
    [0, 1, 2, 3, 2, 1, 2, 1],
    [0, 2, 1, 2, 0, 2, 1, 2],
    [0, 1, 2, 1, 3, 2, 1, 2],
  ],
  3: [
    [0, 1, 2, 3, 2, 1],
    [0, 2, 3, 2, 1, 2],
  ],
};

/** Strum times in beats: down-strokes on the beats and an up-stroke between. */
const STRUMS = { 4: [0, 1, 1.5, 2.5, 3], 3: [0, 1, 2] } as const;

/**
 * The accompaniment: the bar's chord held, broken, strummed or pulsed as the plan's pattern says, softer in the
 * intro, and one held chord in the final bar that stops a beat early so its sound dies away before the track loops.
 */
export function composeAccompaniment(bars: Bar[], plan: CompositionPlan, random: Random): ScoreNote[] {
  const notes: ScoreNote[] = [];
  const meter = plan.beatsPerBar;
  const arpeggio = random.pick(ARPEGGIOS[meter]);
  let voiced = voice(bars[0]!.chord.tones, [VOICING_CENTRE]);
  for (const bar of bars) {
    voiced = voice(bar.chord.tones, voiced);
    const velocity = 0.42 + 0.3 * bar.energy;
    const chordAt = (beat: number, beats: number, level: number, spread = 0) =>
      voiced.forEach((pitch, i) =>
        notes.push({ pitch, beat: bar.firstBeat + beat + i * spread, beats, velocity: level }),
      );
    if (bar.section === 'final') {
      chordAt(0, meter - 1, velocity * 0.9, plan.pattern === 'strum' ? 0.03 : 0);
      continue;
    }
    switch (plan.pattern) {
      case 'sustained':
        chordAt(0, meter * 0.98, velocity);
        break;
      case 'pulse':
        for (let beat = 0; beat < meter; beat += 0.5) chordAt(beat, 0.4, velocity * (beat % 1 === 0 ? 1 : 0.8));
        break;
      case 'strum':
        STRUMS[meter].forEach((beat, i, all) => {
          const next = all[i + 1] ?? meter;
          chordAt(beat, next - beat, velocity * (beat % 1 === 0 ? 1 : 0.75), beat % 1 === 0 ? 0.03 : 0.02);
        });
        break;
      case 'arpeggio': {
        const tones = [...voiced, voiced[0]! + 12];
        const step = plan.density < 0.3 ? 1 : 0.5;
        for (let i = 0, beat = 0; beat < meter; i++, beat += step) {
          const pitch = tones[arpeggio[i % arpeggio.length]!]!;
          // Held to the end of the bar as a sustain pedal would, at most two beats.
          notes.push({
            pitch,
            beat: bar.firstBeat + beat,
            beats: Math.min(2, meter - beat),
            velocity: velocity * (beat === 0 ? 1 : 0.85),
          });
        }
        break;
      }
    }
  }
  return notes;
}
