import { describe, expect, it } from 'vitest';
import type { Timeline, TimelineParagraph } from '../narration/timeline.ts';
import { nearestMusicDuration, proposeScore, type PromptsForChapters } from './score-proposal.ts';

const paragraph = (text: string, start: number, end: number, heading = false): TimelineParagraph => ({
  text,
  heading,
  start,
  end,
  words: [],
});

const timeline: Timeline = {
  duration: 130,
  chapters: [
    {
      title: 'Chapter 1',
      start: 0,
      end: 40,
      paragraphs: [paragraph('Chapter 1', 0, 2, true), paragraph('It rained.', 2, 20), paragraph('She wept.', 20, 40)],
    },
    { title: null, start: 40, end: 40.5, paragraphs: [paragraph('Yes.', 40, 40.5)] },
    { title: null, start: 41, end: 130, paragraphs: [paragraph('They danced all night.', 41, 130)] },
  ],
};

/** Reads back what it was given, so the test sees which text each chapter's prompt came from. */
const echo: PromptsForChapters = (texts) =>
  texts.map((text) => ({ prompt: `music for: ${text}`, mood: text.length > 15 ? 'long' : 'short' }));

describe('proposeScore', () => {
  it('drafts a zone over each chapter, its prompt from the chapter’s text without its title', () => {
    expect(proposeScore(timeline, echo)).toEqual([
      {
        chapterTitle: 'Chapter 1',
        start_time: 0,
        end_time: 40,
        prompt_description: 'music for: It rained.\nShe wept.',
        track_name: 'Chapter 1',
        mood: 'long',
        duration: 45,
      },
      {
        chapterTitle: 'Chapter 3',
        start_time: 41,
        end_time: 130,
        prompt_description: 'music for: They danced all night.',
        track_name: 'Chapter 3',
        mood: 'long',
        duration: 60,
      },
    ]);
  });

  it('proposes nothing for a narration without chapters', () => {
    expect(proposeScore({ duration: 0, chapters: [] }, echo)).toEqual([]);
  });
});

describe('nearestMusicDuration', () => {
  it.each([
    [1, 15],
    [22, 15],
    [22.5, 15],
    [23, 30],
    [40, 45],
    [52, 45],
    [53, 60],
    [600, 60],
  ])('%d s → %d s', (seconds, duration) => {
    expect(nearestMusicDuration(seconds)).toBe(duration);
  });
});
