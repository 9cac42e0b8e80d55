import { describe, expect, it } from 'vitest';
import { audiobookChapters, retailSampleSchema } from './audiobook.ts';

describe('audiobookChapters', () => {
  it("gives each chapter its heading and runs it to the next one's start; the first from 0, the last to the end", () => {
    const timeline = {
      duration: 30,
      title: { text: 'The Book' },
      chapters: [
        { title: 'One', start: 2.5, end: 10 },
        { title: null, start: 10.4, end: 20 },
        { title: ' Three ', start: 20.2, end: 29 },
      ],
    };
    expect(audiobookChapters(timeline)).toEqual([
      { title: 'One', start: 0, end: 10.4 },
      { title: 'Chapter 2', start: 10.4, end: 20.2 },
      { title: 'Three', start: 20.2, end: 30 },
    ]);
  });

  it('makes a script of no chapters one chapter named after its title', () => {
    expect(audiobookChapters({ duration: 5, title: { text: 'Alone' }, chapters: [] })).toEqual([
      { title: 'Alone', start: 0, end: 5 },
    ]);
  });
});

describe('retailSampleSchema', () => {
  it('takes at most five minutes that end after they start', () => {
    expect(retailSampleSchema.safeParse({ start: 10, end: 310 }).success).toBe(true);
    expect(retailSampleSchema.safeParse({ start: 10, end: 311 }).success).toBe(false);
    expect(retailSampleSchema.safeParse({ start: 10, end: 10 }).success).toBe(false);
  });
});
