import { countWords } from '@reeltalk/contracts';
import { structureOf, type Block, type Chapter } from './chapters.ts';
import { readDocx } from './docx.ts';
import { splitLongParagraph } from './text.ts';
import { readTxt } from './txt.ts';

export { ExtractionError } from './errors.ts';
export type { Chapter, ScriptStructure } from './chapters.ts';
export { TextDecoding } from './text-encoding.ts';

export type ScriptKind = 'docx' | 'txt';

export interface ExtractedScript {
  /**
   * What the narrator reads, in order: the title (when the script has one), then each chapter's title (when it has
   * one) and paragraphs, a blank line apart.
   */
  text: string;
  /** Words of `text`, by the word rule of contracts (countWords). */
  wordCount: number;
  /** Read once, before the first chapter. */
  title: string | null;
  chapters: Chapter[];
}

/**
 * The narration text of a script: every line of a .txt (a title page and credits before the first chapter are an
 * untitled first chapter; only lines without a letter or digit, such as a row of asterisks, are not read); of a
 * .docx everything but notes, comments, pictures and struck-out text. A paragraph longer than LONGEST_PARAGRAPH
 * characters is cut at a sentence end. Throws ExtractionError for a file that is not what its kind says.
 */
export async function extractScript(buffer: Buffer, kind: ScriptKind): Promise<ExtractedScript> {
  const blocks = kind === 'docx' ? await readDocx(buffer) : readTxt(buffer);
  const { title, chapters } = structureOf(
    blocks.flatMap((block): Block[] =>
      block.kind === 'paragraph'
        ? splitLongParagraph(block.text).map((text) => ({ kind: 'paragraph', text }))
        : [block],
    ),
  );
  const text = [
    ...(title === null ? [] : [title]),
    ...chapters.flatMap((chapter) =>
      chapter.title === null ? chapter.paragraphs : [chapter.title, ...chapter.paragraphs],
    ),
  ].join('\n\n');
  return { text, wordCount: countWords(text), title, chapters };
}
