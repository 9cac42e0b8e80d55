import { describe, expect, it } from 'vitest';
import { scoreTrackName } from './service.ts';

describe('scoreTrackName', () => {
  it("names a scored chapter's track after the project and the chapter", () => {
    expect(scoreTrackName('Pride and Prejudice', 'Chapter 2')).toBe('Pride and Prejudice – Chapter 2');
  });

  it('cuts a long project name to keep the whole name within 100 characters, the chapter title whole', () => {
    const name = scoreTrackName('P'.repeat(120), 'Chapter 61');
    expect(name).toHaveLength(100);
    expect(name).toMatch(/^P+… – Chapter 61$/);
    expect(scoreTrackName('Book', 'T'.repeat(100))).toBe('T'.repeat(100));
  });
});
