import { describe, expect, it } from 'vitest';
import { compose } from './compose.ts';
import { readPrompt } from './prompt.ts';
import type { Score } from './score.ts';

const secondsOf = (score: Score, beats: number) => (beats * 60) / score.tempo;
const lastSound = (score: Score) =>
  Math.max(...score.parts.flatMap((part) => part.notes.map((note) => note.beat + note.beats)));

describe('compose', () => {
  it.each([15, 30, 45, 60])('fills exactly %i s with whole bars near the plan tempo', (duration) => {
    const plan = readPrompt('upbeat acoustic folk');
    const score = compose(plan, duration, 1);
    expect(secondsOf(score, score.bars * score.beatsPerBar)).toBeCloseTo(duration, 9);
    expect(Math.abs(score.tempo - plan.tempo) / plan.tempo).toBeLessThan(0.25);
    expect(secondsOf(score, lastSound(score))).toBeLessThan(duration);
  });

  it('writes melody, accompaniment, bass and drums for a band, and no drums for piano alone', () => {
    const band = compose(readPrompt('fast energetic drums and guitar'), 15, 3);
    expect(band.parts.map((part) => part.name)).toEqual(['melody', 'accompaniment', 'bass', 'drums']);
    expect(band.parts.find((part) => part.name === 'drums')!.channel).toBe(9);
    expect(compose(readPrompt('slow melancholic piano'), 15, 3).parts.map((part) => part.name)).not.toContain('drums');
  });

  it('opens with the accompaniment alone and ends on the home chord, every note released a beat before the end', () => {
    const plan = readPrompt('slow melancholic piano');
    const score = compose(plan, 30, 9);
    const melody = score.parts.find((part) => part.name === 'melody')!;
    expect(Math.min(...melody.notes.map((note) => note.beat))).toBeGreaterThanOrEqual(score.beatsPerBar);
    const finalBar = (score.bars - 1) * score.beatsPerBar;
    const finalNotes = score.parts.flatMap((part) => part.notes.filter((note) => note.beat >= finalBar));
    // D minor's home chord: D, F and A.
    expect(new Set(finalNotes.map((note) => note.pitch % 12))).toEqual(new Set([2, 5, 9]));
    expect(lastSound(score)).toBeLessThanOrEqual(score.bars * score.beatsPerBar - 1);
  });

  it('gives the same seed the same piece and another seed another one', () => {
    const plan = readPrompt('playful whimsical clarinet');
    expect(compose(plan, 30, 5)).toEqual(compose(plan, 30, 5));
    expect(compose(plan, 30, 5)).not.toEqual(compose(plan, 30, 6));
  });
});
