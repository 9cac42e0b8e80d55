import type { ScriptStructure } from '../extraction/index.ts';

/** One stretch of text read in one go: the script's title, a chapter title or a paragraph. */
export interface NarrationUnit {
  /** Index of its chapter; null for the script's title, read before the first chapter. */
  chapter: number | null;
  /** A title read out (the script's or a chapter's), rather than a paragraph of the text. */
  heading: boolean;
  text: string;
  /** Which reading of the text (0 or absent: the first); a script version's units carry it. */
  take?: number;
}

/** The script in reading order: its title (if any), then each chapter's title (if any) and paragraphs. */
export function narrationUnits({ title, chapters }: ScriptStructure): NarrationUnit[] {
  return [
    ...(title === null ? [] : [{ chapter: null, heading: true, text: title }]),
    ...chapters.flatMap((chapter, index) => [
      ...(chapter.title === null ? [] : [{ chapter: index, heading: true, text: chapter.title }]),
      ...chapter.paragraphs.map((text) => ({ chapter: index, heading: false, text })),
    ]),
  ];
}
