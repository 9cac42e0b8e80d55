import SrtParser from 'srt-parser-2';
import { PARAGRAPH_GAP_SECONDS } from '@reeltalk/contracts';
import type { Timeline, TimelineWord } from '../types.ts';

/** A paragraph is a run of consecutive words: `first` is the index of its first word in `words`. */
export interface DocumentParagraph {
  first: number;
  count: number;
}

export interface DocumentChapter {
  title: string | null;
  paragraphs: DocumentParagraph[];
}

/**
 * A timed transcript ready to render: every word once, in reading order, in one flat list (so the word under the
 * playhead is found by binary search), grouped into chapters and paragraphs by index ranges.
 */
export interface TranscriptDocument {
  words: TimelineWord[];
  chapters: DocumentChapter[];
}

/** The timeline's own chapters and paragraphs; empty paragraphs are left out. */
export function documentFromTimeline(timeline: Timeline): TranscriptDocument {
  const words: TimelineWord[] = [];
  const chapters = timeline.chapters.map((chapter) => ({
    title: chapter.title?.trim() || null,
    paragraphs: chapter.paragraphs
      .filter((paragraph) => paragraph.words.length > 0)
      .map((paragraph) => {
        const first = words.length;
        words.push(...paragraph.words);
        return { first, count: paragraph.words.length };
      }),
  }));
  return { words, chapters };
}

export interface SubtitleSegment {
  start: number;
  end: number;
  text: string;
}

export function parseSrt(text: string): SubtitleSegment[] {
  return new SrtParser()
    .fromSrt(text)
    .map((line) => ({ start: line.startSeconds, end: line.endSeconds, text: line.text }));
}

/** A segment holding several words shares its time between them by length (a word-level SRT has one word each). */
function segmentWords({ start, end, text }: SubtitleSegment): TimelineWord[] {
  const parts = text.split(/\s+/).filter(Boolean);
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
