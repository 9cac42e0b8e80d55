import { toChapters, type Block, type Chapter } from './chapters.ts';
import { readDocx } from './docx.ts';
import { countWords, splitLongParagraph } from './text.ts';
import { readTxt } from './txt.ts';

export { ExtractionError, type ExtractionErrorCode } from './errors.ts';
export type { Chapter } from './chapters.ts';
export { TextDecoding } from './text-encoding.ts';

export type ScriptKind = 'docx' | 'txt';

export interface ExtractedScript {
  /** What the narrator reads, in order: each chapter's title (when it has one) and paragraphs, a blank line apart. */
  text: string;
  /** Words of `text`. */
  wordCount: number;
  chapters: Chapter[];
}

/**
 * The narration text of a script. The title page (a document title, author and credit lines before the first
 * chapter) and notes, comments, pictures and struck-out text are not part of it; a paragraph longer than
 * LONGEST_PARAGRAPH characters is cut at a sentence end. Throws ExtractionError for a file that is not what its kind
 * says.
 */
export async function extractScript(buffer: Buffer, kind: ScriptKind): Promise<ExtractedScript> {
  const blocks = kind === 'docx' ? await readDocx(buffer) : readTxt(buffer);
  const chapters = toChapters(
    blocks.flatMap((block): Block[] =>
      block.kind === 'paragraph'
        ? splitLongParagraph(block.text).map((text) => ({ kind: 'paragraph', text }))
        : [block],
    ),
  );
  const text = chapters
    .flatMap((chapter) => (chapter.title === null ? chapter.paragraphs : [chapter.title, ...chapter.paragraphs]))
    .join('\n\n');
  return { text, wordCount: countWords(text), chapters };
}
