import { describe, expect, it } from 'vitest';
import { narrationFailure } from './narration.ts';

describe('narrationFailure', () => {
  it("falls back to the spec's wrapped error", () => {
    expect(narrationFailure({ error: null })).toBe('Audio processing failed');
  });
});
