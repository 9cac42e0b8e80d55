import type { Chapter } from '../extraction/index.ts';

/** One stretch of text read in one go: a chapter title or a paragraph. */
export interface NarrationUnit {
  chapter: number;
  heading: boolean;
  text: string;
}

/** The script in reading order: each chapter's title (when it has one), then its paragraphs. */
export function narrationUnits(chapters: Chapter[]): NarrationUnit[] {
  return chapters.flatMap((chapter, index) => [
    ...(chapter.title === null ? [] : [{ chapter: index, heading: true, text: chapter.title }]),
    ...chapter.paragraphs.map((text) => ({ chapter: index, heading: false, text })),
  ]);
}
