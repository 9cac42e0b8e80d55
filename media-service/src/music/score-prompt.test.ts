import { describe, expect, it } from 'vitest';
import { readSharedFixture } from '@reeltalk/stack';
import { readPrompt } from './prompt.ts';
import { promptsForChapters } from './score-prompt.ts';

const book = readSharedFixture('texts/pride-and-prejudice.txt').toString('utf8');
/** A passage read on its own, as a book of one chapter. */
const promptForPassage = (text: string) => promptsForChapters([text])[0]!;
/** The text of chapter `number` of the novel. */
const chapter = (number: number) => book.split(/\n\s*Chapter \d+\s*\n/)[number]!;
const passage = (opening: string, length = 3000) => {
  const start = book.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  return book.slice(start, start + length);
};

describe('promptsForChapters', () => {
  it("scores Jane's letter about Lydia's flight as sad, in the composer's words", () => {
    const sad = promptForPassage(passage('"Since writing the above, dearest Lizzy'));
    expect(sad).toEqual({ mood: 'sad', prompt: 'moderate melancholic piano' });
    expect(readPrompt(sad.prompt).mood).toBe('sad');
  });

  it('scores the happy ending of the last chapter as uplifting', () => {
    const cheerful = promptForPassage(passage('Happy for all her maternal feelings'));
    expect(cheerful.mood).toBe('uplifting');
    expect(readPrompt(cheerful.prompt)).toMatchObject({ mood: 'uplifting', mode: 'major' });
  });

  it('reads short sentences as fast and long ones as slow', () => {
    expect(promptForPassage('He ran. The door slammed. She screamed. Danger! Run now.').prompt).toMatch(/^fast /);
    const long = `${'The quiet garden lay under the long and gentle evening light, and the old trees stood without a sound '.repeat(2)}.`;
    expect(promptForPassage(long.repeat(3)).prompt).toMatch(/^slow /);
  });

  it('hears danger in a passage full of fear', () => {
    expect(promptForPassage('They fled in terror. The attack came at night, and all were afraid.').mood).toBe(
      'suspense',
    );
  });

  it('gives two contrasting chapters different moods and prompts: Lydia’s elopement and the happy ending', () => {
    const [flight, ending] = promptsForChapters([chapter(46), chapter(61)]);
    expect(flight!.mood).toMatch(/^(suspense|sad)$/);
    expect(ending!.mood).toMatch(/^(uplifting|romantic)$/);
    expect(flight!.prompt).not.toBe(ending!.prompt);
    // And the composer hears them differently too.
    expect(readPrompt(flight!.prompt)).not.toEqual(readPrompt(ending!.prompt));
  });

  it('tells the first two chapters apart, which read alike on their own', () => {
    const [first, second] = promptsForChapters([chapter(1), chapter(2)]);
    expect(first!.mood).not.toBe(second!.mood);
    expect(first!.prompt).not.toBe(second!.prompt);
  });

  it('scores the whole novel with every mood, not one "calm" chapter after another', () => {
    const chapters = book.split(/\n\s*Chapter \d+\s*\n/).slice(1);
    expect(chapters).toHaveLength(61);
    const moods = new Map<string, number>();
    for (const { mood } of promptsForChapters(chapters)) moods.set(mood, (moods.get(mood) ?? 0) + 1);
    expect([...moods.keys()].sort()).toEqual(['calm', 'playful', 'romantic', 'sad', 'suspense', 'uplifting']);
    expect(Math.max(...moods.values())).toBeLessThan(61 / 3);
  });
});
