import { isTitleLike } from './text.ts';

/** What a reader of either format produces: headings (1 = top level) and paragraphs, in order, text normalised. */
export type Block = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string };

export interface Chapter {
  title: string | null;
  paragraphs: string[];
}

/**
 * Groups blocks into chapters.
 * - No headings at all: one untitled chapter (or none for an empty document).
 * - A lone top-level heading that comes first, with deeper headings after it, is the document title: the deeper
 *   headings are the chapters. Otherwise the top level present is the chapter level.
 * - Headings below the chapter level stay in the chapter as paragraphs of their own (they are read out).
 * - Before the first chapter: a title page (only short title-like lines: title, author, credits) is left out of the
 *   narration; anything longer is kept as an untitled first chapter.
 */
export function toChapters(blocks: Block[]): Chapter[] {
  const headings = blocks.filter((block) => block.kind === 'heading');
  if (headings.length === 0) {
    const paragraphs = blocks.map((block) => block.text);
    return paragraphs.length > 0 ? [{ title: null, paragraphs }] : [];
  }

  const topLevel = Math.min(...headings.map((heading) => heading.level));
  const topHeadings = headings.filter((heading) => heading.level === topLevel);
  const documentTitle = topHeadings.length === 1 && headings.length > 1 && headings[0] === topHeadings[0];
  const body = documentTitle ? blocks.filter((block) => block !== headings[0]) : blocks;
  const chapterLevel = documentTitle ? Math.min(...headings.slice(1).map((heading) => heading.level)) : topLevel;

  const frontMatter: string[] = [];
  const chapters: Chapter[] = [];
  for (const block of body) {
    if (block.kind === 'heading' && block.level <= chapterLevel) {
      chapters.push({ title: block.text, paragraphs: [] });
    } else {
      (chapters.at(-1)?.paragraphs ?? frontMatter).push(block.text);
    }
  }
  const titlePage = frontMatter.every(isTitleLike);
  return titlePage ? chapters : [{ title: null, paragraphs: frontMatter }, ...chapters];
}
