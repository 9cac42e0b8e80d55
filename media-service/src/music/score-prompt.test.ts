import { describe, expect, it } from 'vitest';
import { readSharedFixture } from '@reeltalk/stack';
import { readPrompt } from './prompt.ts';
import { promptForPassage } from './score-prompt.ts';

const book = readSharedFixture('texts/pride-and-prejudice.txt').toString('utf8');
const passage = (opening: string, length = 3000) => {
  const start = book.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  return book.slice(start, start + length);
};

describe('promptForPassage', () => {
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
});
