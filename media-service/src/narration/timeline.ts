import type { NarrationPartTimeline } from '@reeltalk/contracts';
import type { Layout } from './layout.ts';
import { timedWords, type TimedText } from './timed-words.ts';

export type { TimedText } from './timed-words.ts';

export interface TimelineParagraph {
  text: string;
  /** A title read out (the script's, or its chapter's: then the chapter's first paragraph), not text. */
  heading: boolean;
  start: number;
  end: number;
  /** Every word of `text` by the word rule of contracts, each with its attached punctuation, in order. */
  words: TimedText[];
}

export interface Timeline {
  duration: number;
  /** The script's title, read before the first chapter; null when it has none (absent from earlier narrations). */
  title?: TimelineParagraph | null;
  chapters: Array<{ title: string | null; start: number; end: number; paragraphs: TimelineParagraph[] }>;
}

// Milliseconds are finer than anyone can hear and keep the JSON small.
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The title, chapters, paragraphs and words with their times in the whole narration (seconds). */
export function buildTimeline(layout: Layout): Timeline {
  let title: TimelineParagraph | null = null;
  const chapters: Timeline['chapters'] = [];
  let current: { index: number; chapter: Timeline['chapters'][number] } | undefined;
  for (const { unit, audio, startSample } of layout.placed) {
    const offset = startSample / layout.sampleRate;
    const paragraph: TimelineParagraph = {
      text: unit.text,
      heading: unit.heading,
      start: ms(offset),
      end: ms(offset + audio.sampleCount / layout.sampleRate),
      words: timedWords(unit.text, audio.words).map((word) => ({
        text: word.text,
        start: ms(offset + word.start),
        end: ms(offset + word.end),
      })),
    };
    if (unit.chapter === null) {
      title = paragraph;
      continue;
    }
    if (current?.index !== unit.chapter) {
      const title = unit.heading ? unit.text : null;
      current = { index: unit.chapter, chapter: { title, start: paragraph.start, end: paragraph.end, paragraphs: [] } };
      chapters.push(current.chapter);
    }
    current.chapter.paragraphs.push(paragraph);
    current.chapter.end = paragraph.end;
  }
  return { duration: ms(layout.totalSamples / (layout.sampleRate || 1)), title, chapters };
}

/** Every word of the timeline, in order: the title's, then the chapters'. */
export const timelineWords = (timeline: Timeline): TimedText[] => [
  ...(timeline.title?.words ?? []),
  ...timeline.chapters.flatMap((chapter) => chapter.paragraphs.flatMap((paragraph) => paragraph.words)),
];

/**
 * The timeline of the placed units [from, to) alone, each chapter with its place in the script: a published part's.
 * A chapter that began in an earlier part has no title here.
 */
export function partTimeline(
  layout: Layout,
  from: number,
  to: number,
): Pick<NarrationPartTimeline, 'title' | 'chapters'> {
  const placed = layout.placed.slice(from, to);
  const { title, chapters } = buildTimeline({ ...layout, placed });
  const indexes = placed.flatMap(({ unit }, at) =>
    unit.chapter !== null && unit.chapter !== placed[at - 1]?.unit.chapter ? [unit.chapter] : [],
  );
  return {
    title: title ?? null,
    chapters: chapters.map(({ title, paragraphs }, at) => ({ index: indexes[at]!, title, paragraphs })),
  };
}
