import { describe, expect, it } from 'vitest';
import type { TranscriptDocument } from './transcriptDocument.ts';
import { activeWordAt, buildWordIndex, paragraphOfWord } from './wordIndex.ts';

// Two paragraphs: 'one two three' (0–1.5 s) then, after a pause, 'four five' (5–6 s).
const transcript: TranscriptDocument = {
  words: [
    { text: 'one', start: 0, end: 0.4 },
    { text: 'two', start: 0.5, end: 0.9 },
    { text: 'three', start: 1, end: 1.5 },
    { text: 'four', start: 5, end: 5.5 },
    { text: 'five', start: 5.6, end: 6 },
  ],
  chapters: [
    {
      title: null,
      paragraphs: [
        { first: 0, count: 3 },
        { first: 3, count: 2 },
      ],
    },
  ],
};
const index = buildWordIndex(transcript);

describe('activeWordAt', () => {
  it.each([
    [0, 0],
    [0.45, 1], // between words: the next one, well within 0.8 s
    [0.7, 1],
    [1.2, 2],
    [1.6, -1], // a pause: 'four' is 3.4 s away
    [4.19, -1],
    [4.2, 3], // 0.8 s ahead of 'four'
    [5.55, 4],
    [6, 4],
    [6.01, -1], // after the last word
  ])('at %d s the word is %d', (time, expected) => {
    expect(activeWordAt(index, time)).toBe(expected);
  });

  it('uses the given lead', () => {
    expect(activeWordAt(index, 3.5, 1.5)).toBe(3);
    expect(activeWordAt(index, 3.5, 1)).toBe(-1);
  });

  it('finds the word of a whole novel by binary search', () => {
    const words = Array.from({ length: 120_000 }, (_, word) => ({
      text: 'w',
      start: word * 0.3,
      end: word * 0.3 + 0.25,
    }));
    const novel = buildWordIndex({
      words,
      chapters: [{ title: null, paragraphs: [{ first: 0, count: words.length }] }],
    });
    expect(activeWordAt(novel, 30_000.1)).toBe(100_000);
    expect(activeWordAt(novel, 0)).toBe(0);
  });

  it('is -1 for an empty transcript', () => {
    expect(activeWordAt(buildWordIndex({ words: [], chapters: [] }), 1)).toBe(-1);
  });
});

describe('paragraphOfWord', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 1],
  ])('word %d is in paragraph %d', (word, paragraph) => {
    expect(paragraphOfWord(index, word)).toBe(paragraph);
  });
});
