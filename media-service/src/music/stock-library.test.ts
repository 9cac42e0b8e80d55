import { describe, expect, it } from 'vitest';
import { describePlan, readPrompt } from './prompt.ts';
import { STOCK_TRACKS } from './stock-library.ts';

describe('stock library', () => {
  it('holds at least eight tracks of a minute or more, each with its own name and words for people', () => {
    expect(STOCK_TRACKS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STOCK_TRACKS.map((track) => track.slug)).size).toBe(STOCK_TRACKS.length);
    for (const track of STOCK_TRACKS) {
      expect(track.durationSeconds).toBeGreaterThanOrEqual(60);
      expect(track.slug).toMatch(/^[a-z0-9-]+$/);
      expect(track.title.length).toBeGreaterThan(3);
      expect(track.short_description).toMatch(/^[A-Z].{20,}\.$/);
    }
  });

  it('covers calm, suspense, uplifting, sad, epic, playful, ambient and romantic music, each in its own style', () => {
    const styles = STOCK_TRACKS.map((track) => {
      const plan = readPrompt(track.prompt);
      return describePlan(plan, plan.tempo).style;
    });
    expect(new Set(styles).size).toBe(STOCK_TRACKS.length);
    const moods = new Set(styles.flatMap((style) => style.split(' ')));
    for (const mood of ['calm', 'tense', 'uplifting', 'sad', 'epic', 'playful', 'ambient', 'romantic']) {
      expect(moods).toContain(mood);
    }
  });
});
