import { audiobookChapters } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import type { Timeline, TimelineParagraph } from '../narration/timeline.ts';
import { acxFilePlan, chapterParts, closingCredits, openingCredits, retailSampleStretch } from './acx-files.ts';

const TAGS = { title: 'The Lighthouse', artist: 'Ada Keeper', narrator: 'Alex Reed', year: '2026', genre: 'Fiction' };

const paragraph = (start: number, end: number, heading = false): TimelineParagraph => ({
  text: heading ? 'Chapter' : 'Words.',
  heading,
  start,
  end,
  words: [],
});

/** A title, then two chapters of a heading and paragraphs a minute long with a second's pause between. */
const TIMELINE: Timeline = {
  duration: 400,
  title: paragraph(0, 2, true),
  chapters: [
    {
      title: 'Chapter One: "Arrival"',
      start: 3,
      end: 245,
      paragraphs: [
        paragraph(3, 5, true),
        paragraph(6, 66),
        paragraph(67, 127),
        paragraph(128, 188),
        paragraph(189, 245),
      ],
    },
    { title: 'Chapter Two', start: 246, end: 400, paragraphs: [paragraph(246, 248, true), paragraph(249, 400)] },
  ],
};

describe('the credits', () => {
  it('say the title, author and narrator, leaving out what is empty', () => {
    expect(openingCredits(TAGS)).toBe('The Lighthouse. Written by Ada Keeper. Narrated by Alex Reed.');
    expect(openingCredits({ ...TAGS, artist: '', narrator: '' })).toBe('The Lighthouse.');
    expect(closingCredits(TAGS)).toBe(
      'The end. You have been listening to The Lighthouse, written by Ada Keeper, narrated by Alex Reed.',
    );
    expect(closingCredits({ ...TAGS, artist: '' })).toBe(
      'The end. You have been listening to The Lighthouse, narrated by Alex Reed.',
    );
  });
});

describe('acxFilePlan', () => {
  it('names the files in the order they are heard, each chapter at its times', () => {
    const plan = acxFilePlan({ timeline: TIMELINE, chapters: audiobookChapters(TIMELINE), tags: TAGS, acx: {} });
    expect(plan.map(({ file, role, source }) => ({ file, role, source }))).toEqual([
      { file: '00 Opening Credits.mp3', role: 'opening-credits', source: { credits: openingCredits(TAGS) } },
      { file: '01 Chapter One Arrival.mp3', role: 'chapter', source: { mix: { start: 0, end: 246 } } },
      { file: '02 Chapter Two.mp3', role: 'chapter', source: { mix: { start: 246, end: 400 } } },
      { file: '03 Closing Credits.mp3', role: 'closing-credits', source: { credits: closingCredits(TAGS) } },
      // From the first paragraph after the first chapter's heading, to the last paragraph ending within 296 s.
      { file: 'Retail Sample.mp3', role: 'retail-sample', source: { mix: { start: 6, end: 245 } } },
    ]);
  });
});

describe('retailSampleStretch', () => {
  it('takes the chosen stretch, kept short enough for its room tone', () => {
    expect(retailSampleStretch(TIMELINE, { start: 50, end: 100 })).toEqual({ start: 50, end: 100 });
    expect(retailSampleStretch(TIMELINE, { start: 50, end: 350 })).toEqual({ start: 50, end: 346 });
  });

  it('plays the first chapter after its heading, to its last paragraph ending within five minutes', () => {
    const short: Timeline = {
      duration: 300,
      chapters: [
        { title: 'One', start: 0, end: 100, paragraphs: [paragraph(0, 2, true), paragraph(3, 50), paragraph(51, 100)] },
        { title: 'Two', start: 101, end: 300, paragraphs: [paragraph(101, 103, true), paragraph(104, 200)] },
      ],
    };
    expect(retailSampleStretch(short, undefined)).toEqual({ start: 3, end: 100 });
  });

  it('runs to five minutes less the room tone when no paragraph ends within them', () => {
    const long: Timeline = {
      duration: 1000,
      chapters: [{ title: null, start: 0, end: 1000, paragraphs: [paragraph(0, 1000)] }],
    };
    expect(retailSampleStretch(long, undefined)).toEqual({ start: 0, end: 296 });
  });
});

describe('chapterParts', () => {
  it('keeps a chapter that fits in one file whole', () => {
    const chapter = { title: 'One', start: 0, end: 115 * 60 };
    expect(chapterParts(chapter, [])).toEqual([chapter]);
  });

  it('splits a chapter over the file limit into equal parts at the pauses nearest each share', () => {
    const chapter = { title: 'Long', start: 100, end: 100 + 5 * 3600 };
    // Shares at 100 + 5 h / 3 and 100 + 10 h / 3; one pause near the first, none near the second.
    const pauses = [3000, 100 + 6000 + 40, 9000];
    expect(chapterParts(chapter, pauses)).toEqual([
      { title: 'Long (Part 1 of 3)', start: 100, end: 6140 },
      { title: 'Long (Part 2 of 3)', start: 6140, end: 12_100 },
      { title: 'Long (Part 3 of 3)', start: 12_100, end: 18_100 },
    ]);
  });
});
