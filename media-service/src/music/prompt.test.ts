import { describe, expect, it } from 'vitest';
import { describePlan, readPrompt } from './prompt.ts';

describe('readPrompt', () => {
  it('reads "slow melancholic piano" as a slow minor piece for piano alone', () => {
    const plan = readPrompt('slow melancholic piano');
    expect(plan).toMatchObject({ mood: 'sad', mode: 'minor', tempo: 66, drums: null, pattern: 'arpeggio' });
    expect(describePlan(plan, plan.tempo).instruments).toEqual(['piano']);
  });

  it('reads "tense cinematic strings with low drums" as pulsing strings over low toms in a dark mode', () => {
    const plan = readPrompt('tense cinematic strings with low drums');
    expect(plan).toMatchObject({ mood: 'tense', genre: 'cinematic', mode: 'phrygian', drums: 'cinematic' });
    expect(plan.melody.program).toBe(48);
    expect(plan.pattern).toBe('pulse');
  });

  it('reads "upbeat acoustic folk" as a major strummed steel guitar with fiddle, bass and light percussion', () => {
    const plan = readPrompt('upbeat acoustic folk');
    expect(plan).toMatchObject({ mood: 'uplifting', genre: 'folk', mode: 'major', drums: 'folk', pattern: 'strum' });
    expect(plan.accompaniment.program).toBe(25);
    expect(plan.tempo).toBeGreaterThan(100);
  });

  it('reads "fast energetic drums and guitar" as fast rock with an overdriven guitar', () => {
    const plan = readPrompt('fast energetic drums and guitar');
    expect(plan).toMatchObject({ mood: 'energetic', tempo: 144, drums: 'rock', mode: 'minor' });
    expect(plan.melody).toMatchObject({ name: 'overdriven guitar', program: 29 });
    expect(plan.density).toBeGreaterThan(readPrompt('slow sad piano').density);
  });

  it('takes an explicit tempo, key and metre, and leaves the drums out when asked', () => {
    expect(readPrompt('happy waltz in A minor at 90 bpm')).toMatchObject({
      tempo: 90,
      key: 'A',
      mode: 'minor',
      beatsPerBar: 3,
    });
    expect(readPrompt('energetic rock without drums').drums).toBeNull();
    expect(readPrompt('calm electric guitar').melody.program).toBe(27);
  });

  it('takes the mood a genre brings when the prompt names none, and names the style once', () => {
    const dance = readPrompt('electronic dance');
    expect(dance).toMatchObject({ mood: 'energetic', genre: 'electronic', drums: 'electronic' });
    expect(dance.tempo).toBeGreaterThan(120);
    const playful = readPrompt('playful whimsical clarinet');
    expect(describePlan(playful, playful.tempo).style).toBe('playful');
  });

  it('gives a prompt with no words it knows a calm default', () => {
    expect(readPrompt('something for chapter two')).toMatchObject({ mood: 'calm', drums: null });
  });
});
