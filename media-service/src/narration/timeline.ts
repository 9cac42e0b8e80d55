import { audiobookChapters, type AudiobookChapter, type NarrationPartTimeline } from '@reeltalk/contracts';
import { jsonPieces } from '../storage/json-pieces.ts';
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

type TimelineChapter = Timeline['chapters'][number];

/** A placed paragraph with its words, at its times in the whole narration. */
function timelineParagraph({ unit, audio, startSample }: Layout['placed'][number], sampleRate: number) {
  const offset = startSample / sampleRate;
  return {
    text: unit.text,
    heading: unit.heading,
    start: ms(offset),
    end: ms(offset + audio.sampleCount / sampleRate),
    words: timedWords(unit.text, audio.words).map((word) => ({
      text: word.text,
      start: ms(offset + word.start),
      end: ms(offset + word.end),
    })),
  };
}

/** The script's title as read out before the first chapter (the last unit of no chapter), if it has one. */
function timelineTitle(layout: Layout): TimelineParagraph | null {
  const title = layout.placed.findLast(({ unit }) => unit.chapter === null);
  return title ? timelineParagraph(title, layout.sampleRate) : null;
}

/** The chapters one at a time, each once its last paragraph is placed: a novel's words are never all made at once. */
function* timelineChapters(layout: Layout): Generator<TimelineChapter> {
  let current: { index: number; chapter: TimelineChapter } | undefined;
  for (const placed of layout.placed) {
    const { unit } = placed;
    if (unit.chapter === null) continue;
    const paragraph = timelineParagraph(placed, layout.sampleRate);
    if (current?.index !== unit.chapter) {
      if (current) yield current.chapter;
      const title = unit.heading ? unit.text : null;
      current = { index: unit.chapter, chapter: { title, start: paragraph.start, end: paragraph.end, paragraphs: [] } };
    }
    current.chapter.paragraphs.push(paragraph);
    current.chapter.end = paragraph.end;
  }
  if (current) yield current.chapter;
}

/** The narration's length in seconds, as its timeline gives it. */
export const timelineDuration = (layout: Layout) => ms(layout.totalSamples / (layout.sampleRate || 1));

/** The title, chapters, paragraphs and words with their times in the whole narration (seconds). */
export function buildTimeline(layout: Layout): Timeline {
  return { duration: timelineDuration(layout), title: timelineTitle(layout), chapters: [...timelineChapters(layout)] };
}

/** buildTimeline's JSON, written a chapter at a time: a novel's is tens of megabytes. */
export const timelineJson = (layout: Layout): Generator<string> =>
  jsonPieces(
    { duration: timelineDuration(layout), title: timelineTitle(layout) },
    'chapters',
    timelineChapters(layout),
  );

/** The words of a title and of chapters, in order: the title's, then the chapters'. */
function* wordsOf(title: TimelineParagraph | null | undefined, chapters: Iterable<TimelineChapter>) {
  yield* title?.words ?? [];
  for (const chapter of chapters) for (const paragraph of chapter.paragraphs) yield* paragraph.words;
}

/** Every word of the narration in order, made a chapter at a time. */
export const narrationWords = (layout: Layout): Generator<TimedText> =>
  wordsOf(timelineTitle(layout), timelineChapters(layout));

/**
 * The narration's chapters as the finished audiobook has them (audiobookChapters), made a chapter at a time and each
 * chapter's words let go as soon as its times are read.
 */
export function narrationChapters(layout: Layout): AudiobookChapter[] {
  const chapters = [];
  for (const { title, start, end } of timelineChapters(layout)) chapters.push({ title, start, end });
  return audiobookChapters({ duration: timelineDuration(layout), title: timelineTitle(layout), chapters });
}

/** Every word of the timeline, in order. */
export const timelineWords = (timeline: Timeline): TimedText[] => [...wordsOf(timeline.title, timeline.chapters)];

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
