import type { Layout } from './layout.ts';

export interface TimedText {
  text: string;
  start: number;
  end: number;
}

export interface TimelineParagraph {
  text: string;
  /** A chapter title read out, rather than a paragraph of the text. */
  heading: boolean;
  start: number;
  end: number;
  words: TimedText[];
}

export interface Timeline {
  duration: number;
  chapters: Array<{ title: string | null; start: number; end: number; paragraphs: TimelineParagraph[] }>;
}

// Milliseconds are finer than anyone can hear and keep the JSON small.
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Chapters, paragraphs and words with their times in the whole narration (seconds). */
export function buildTimeline(layout: Layout): Timeline {
  const chapters: Timeline['chapters'] = [];
  let current: { index: number; chapter: Timeline['chapters'][number] } | undefined;
  for (const { unit, audio, startSample } of layout.placed) {
    const offset = startSample / layout.sampleRate;
    const paragraph: TimelineParagraph = {
      text: unit.text,
      heading: unit.heading,
      start: ms(offset),
      end: ms(offset + audio.sampleCount / layout.sampleRate),
      words: audio.words.map((word) => ({
        text: word.text,
        start: ms(offset + word.start),
        end: ms(offset + word.end),
      })),
    };
    if (current?.index !== unit.chapter) {
      const title = unit.heading ? unit.text : null;
      current = { index: unit.chapter, chapter: { title, start: paragraph.start, end: paragraph.end, paragraphs: [] } };
      chapters.push(current.chapter);
    }
    current.chapter.paragraphs.push(paragraph);
    current.chapter.end = paragraph.end;
  }
  return { duration: ms(layout.totalSamples / (layout.sampleRate || 1)), chapters };
}

/** Every word of the timeline, in order. */
export const timelineWords = (timeline: Timeline): TimedText[] =>
  timeline.chapters.flatMap((chapter) => chapter.paragraphs.flatMap((paragraph) => paragraph.words));
