import SrtParser from 'srt-parser-2';
import { PARAGRAPH_GAP_SECONDS, wordSpans } from '@reeltalk/contracts';
import type { Timeline, TimelineParagraph, TimelineWord } from '../types.ts';

/** A paragraph is a run of consecutive words: `first` is the index of its first word in `words`. */
export interface DocumentParagraph {
  first: number;
  count: number;
}

export interface DocumentChapter {
  title: string | null;
  /** The title's words when it was read out; without them the title is shown as text alone. */
  heading?: DocumentParagraph;
  paragraphs: DocumentParagraph[];
}

/**
 * A timed transcript ready to render: every word once, in reading order, in one flat list (so the word under the
 * playhead is found by binary search), grouped into the script's title, chapters, their headings and paragraphs by
 * index ranges.
 */
export interface TranscriptDocument {
  words: TimelineWord[];
  /** The script's title, read before the first chapter. */
  title?: DocumentParagraph;
  chapters: DocumentChapter[];
}

/** Every stretch of the document holding words, in reading order: title, each chapter's heading and paragraphs. */
export function documentStretches(document: TranscriptDocument): DocumentParagraph[] {
  return [
    ...(document.title ? [document.title] : []),
    ...document.chapters.flatMap((chapter) => [...(chapter.heading ? [chapter.heading] : []), ...chapter.paragraphs]),
  ];
}

/**
 * The timeline's title, chapters and paragraphs; empty paragraphs are left out. A chapter's title read out (its first
 * paragraph, marked as a heading) is its heading, shown once as the heading and never again as a paragraph.
 */
export function documentFromTimeline(timeline: Timeline): TranscriptDocument {
  const words: TimelineWord[] = [];
  const take = (paragraph: TimelineParagraph): DocumentParagraph => {
    const first = words.length;
    words.push(...paragraph.words);
    return { first, count: paragraph.words.length };
  };
  const title = timeline.title && timeline.title.words.length > 0 ? take(timeline.title) : undefined;
  const chapters = timeline.chapters.map((chapter): DocumentChapter => {
    const [first, ...rest] = chapter.paragraphs.filter((paragraph) => paragraph.words.length > 0);
    const heading = first?.heading ? take(first) : undefined;
    const paragraphs = (heading ? rest : [first, ...rest]).flatMap((paragraph) => (paragraph ? [take(paragraph)] : []));
    return { title: chapter.title?.trim() || null, ...(heading && { heading }), paragraphs };
  });
  return { words, ...(title && { title }), chapters };
}

interface SubtitleSegment {
  start: number;
  end: number;
  text: string;
}

export function parseSrt(text: string): SubtitleSegment[] {
  return new SrtParser()
    .fromSrt(text)
    .map((line) => ({ start: line.startSeconds, end: line.endSeconds, text: line.text }));
}

/**
 * A segment's words by the word rule of contracts; one holding several shares its time between them by length (a
 * word-level SRT has one word each).
 */
function segmentWords({ start, end, text }: SubtitleSegment): TimelineWord[] {
  const parts = wordSpans(text).map((span) => span.text);
  const letters = parts.reduce((sum, part) => sum + part.length, 0);
  let at = start;
  return parts.map((part) => {
    const length = ((end - start) * part.length) / letters;
    const word = { text: part, start: at, end: at + length };
    at += length;
    return word;
  });
}

/**
 * A transcript without structure (only subtitle segments): one untitled chapter, and a new paragraph wherever the
 * gap between two segments is over 4 seconds.
 */
export function documentFromSegments(segments: readonly SubtitleSegment[]): TranscriptDocument {
  const words: TimelineWord[] = [];
  const paragraphs: DocumentParagraph[] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const segment of segments) {
    const segmentWordList = segmentWords(segment);
    if (segmentWordList.length === 0) continue;
    const current = paragraphs.at(-1);
    if (!current || segment.start - previousEnd > PARAGRAPH_GAP_SECONDS) {
      paragraphs.push({ first: words.length, count: segmentWordList.length });
    } else {
      current.count += segmentWordList.length;
    }
    words.push(...segmentWordList);
    previousEnd = segment.end;
  }
  return { words, chapters: paragraphs.length > 0 ? [{ title: null, paragraphs }] : [] };
}
