/**
 * What a reader of either format produces, in order, text normalised: the document's title when the format marks it
 * (Word's Title style, a .txt's title line), headings (1 = top level) and paragraphs.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string };

export interface Chapter {
  title: string | null;
  paragraphs: string[];
}

/** A script's title (read out once, before the first chapter) and its chapters. */
export interface ScriptStructure {
  title: string | null;
  chapters: Chapter[];
}

/**
 * The script's title and chapters.
 * - The title is the first block the reader marked as one; without one, a lone top-level heading that comes first,
 *   with deeper headings after it (the deeper headings are then the chapters). Otherwise the top level present is
 *   the chapter level. A further block marked as a title is read as a paragraph.
 * - No headings at all: one untitled chapter (or none for an empty document).
 * - Headings below the chapter level stay in the chapter as paragraphs of their own (they are read out).
 * - Before the first chapter: whatever is there (an author line, credits, a preface without a heading) is kept as an
 *   untitled first chapter; a creator's words are never dropped.
 */
export function structureOf(blocks: Block[]): ScriptStructure {
  const marked = blocks.find((block) => block.kind === 'title');
  const rest = blocks.filter((block) => block !== marked);
  const headings = rest.filter((block) => block.kind === 'heading');
  if (headings.length === 0) {
    const paragraphs = rest.map((block) => block.text);
    return { title: marked?.text ?? null, chapters: paragraphs.length > 0 ? [{ title: null, paragraphs }] : [] };
  }

  const topLevel = Math.min(...headings.map((heading) => heading.level));
  const topHeadings = headings.filter((heading) => heading.level === topLevel);
  const headingTitle =
    !marked && topHeadings.length === 1 && headings.length > 1 && headings[0] === topHeadings[0]
      ? headings[0]
      : undefined;
  const body = headingTitle ? rest.filter((block) => block !== headingTitle) : rest;
  const chapterLevel = headingTitle ? Math.min(...headings.slice(1).map((heading) => heading.level)) : topLevel;

  const frontMatter: string[] = [];
  const chapters: Chapter[] = [];
  for (const block of body) {
    if (block.kind === 'heading' && block.level <= chapterLevel) {
      chapters.push({ title: block.text, paragraphs: [] });
    } else {
      (chapters.at(-1)?.paragraphs ?? frontMatter).push(block.text);
    }
  }
  return {
    title: marked?.text ?? headingTitle?.text ?? null,
    chapters: frontMatter.length > 0 ? [{ title: null, paragraphs: frontMatter }, ...chapters] : chapters,
  };
}
