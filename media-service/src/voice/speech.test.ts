import { describe, expect, it } from 'vitest';
import { analyseSpeech } from './speech.ts';
import { noise, steadyTone, syllableTone } from '../../testing/voice-signals.ts';

describe('analyseSpeech', () => {
  it.each([
    [3, 110],
    [5, 180],
    [7, 240],
  ])('counts %i syllables a second and the pitch of a %i Hz voice', (syllablesPerSecond, pitchHz) => {
    const seconds = 6;
    const analysis = analyseSpeech(syllableTone({ pitchHz, syllablesPerSecond, seconds, sampleRate: 16_000 }), 16_000);
    // One syllable per loudness rise; the first and last may be cut by the ends.
    expect(Math.abs(analysis.syllables - syllablesPerSecond * seconds)).toBeLessThanOrEqual(1);
    expect(Math.abs((analysis.pitchHz as number) / pitchHz - 1)).toBeLessThan(0.01);
    // Pace leaves the quiet between syllables out, so it is at least the syllables over the whole length.
    expect(analysis.syllablesPerSecond).toBeGreaterThanOrEqual((syllablesPerSecond * seconds - 1) / seconds);
    expect(analysis.speechSeconds).toBeLessThanOrEqual(seconds);
    expect(analysis.seconds).toBe(seconds);
  });

  it('hears nothing in silence', () => {
    expect(analyseSpeech(new Float32Array(32_000), 16_000)).toEqual({
      seconds: 2,
      speechSeconds: 0,
      voicedSeconds: 0,
      pitchHz: null,
      syllables: 0,
      syllablesPerSecond: null,
    });
  });

  it('finds no syllables in a steady tone, and little voice in noise', () => {
    const tone = analyseSpeech(steadyTone({ pitchHz: 200, seconds: 4, sampleRate: 16_000 }), 16_000);
    expect(tone.speechSeconds).toBeGreaterThan(3.9);
    expect(tone.syllables).toBeLessThanOrEqual(1);
    const hiss = analyseSpeech(noise({ seconds: 4, sampleRate: 16_000 }), 16_000);
    expect(hiss.voicedSeconds).toBeLessThan(hiss.speechSeconds * 0.2);
  });
});
