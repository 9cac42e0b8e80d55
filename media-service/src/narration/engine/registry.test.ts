import { describe, expect, it } from 'vitest';
import { createEngine } from './registry.ts';

describe('createEngine', () => {
  it('gives the espeak engine by default and by name', () => {
    expect(createEngine().id).toBe('espeak');
    expect(createEngine({ narrationEngine: '' }).id).toBe('espeak');
    expect(createEngine({ narrationEngine: 'espeak' }).id).toBe('espeak');
  });

  it('refuses an engine it does not know, naming the ones it does', () => {
    expect(() => createEngine({ narrationEngine: 'polly' })).toThrow(
      expect.objectContaining({ code: 'unknown_engine', message: 'NARRATION_ENGINE "polly" is not one of: espeak.' }),
    );
  });
});
