import { readdirSync, readFileSync } from 'node:fs';
import { countWords } from '@reeltalk/contracts';
import { sharedFixture } from '@reeltalk/stack';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractScript } from './index.ts';

/**
 * Every word of every fixture is either narrated or left out for a reason said here: a creator's words are never
 * dropped silently. Words are counted by the one rule of contracts (countWords), in the file as written and in what
 * the narrator reads.
 */

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)))
      : (XML_ENTITIES[name] ?? ''),
  );

/** The words of a Word part's paragraphs, as Word holds them: runs joined, a paragraph per line. */
function paragraphsOf(xml: string, keep: (run: string) => boolean = () => true): string {
  // A text box is stored twice (the drawing and its VML fallback for old readers); Word shows it once.
  const shown = xml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
  return [...shown.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:r[ >][\s\S]*?<\/w:r>/g)]
        .filter(([run]) => keep(run))
        .flatMap(([run]) => [...run.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((text) => xmlText(text[1]!)))
        .join(''),
    )
    .join('\n');
}

/** A run drawn through (Word's strikethrough or double strikethrough): wording its author has crossed out. */
const isStruckOut = (run: string) => /<w:d?strike(?: w:val="(?:true|1|on)")? ?\/>/.test(run);

interface DocxWords {
  /** Everything written in the file: the body, notes and comments. */
  written: number;
  /** What is left out, by reason. */
  struckOut: number;
  notes: number;
  comments: number;
}

async function docxWords(file: Buffer): Promise<DocxWords> {
  const zip = await JSZip.loadAsync(file);
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const body = await part('word/document.xml');
  const notes =
    countWords(paragraphsOf(await part('word/footnotes.xml'))) +
    countWords(paragraphsOf(await part('word/endnotes.xml')));
  const comments = countWords(paragraphsOf(await part('word/comments.xml')));
  return {
    written: countWords(paragraphsOf(body)) + notes + comments,
    struckOut: countWords(paragraphsOf(body, isStruckOut)),
    notes,
    comments,
  };
}

/** What each Word fixture holds and leaves out, by reason (the rest is narrated). */
const DOCX_EXPECTED: Record<string, DocxWords> = {
  'comments.docx': { written: 8, struckOut: 0, notes: 0, comments: 7 },
  'empty.docx': { written: 0, struckOut: 0, notes: 0, comments: 0 },
  'endnotes.docx': { written: 8, struckOut: 0, notes: 7, comments: 0 },
  'footnotes.docx': { written: 8, struckOut: 0, notes: 7, comments: 0 },
  'pride-and-prejudice-ch1-6.docx': { written: 7_719, struckOut: 0, notes: 0, comments: 0 },
  'simple-list.docx': { written: 2, struckOut: 0, notes: 0, comments: 0 },
  'single-paragraph.docx': { written: 4, struckOut: 0, notes: 0, comments: 0 },
  'strict-format.docx': { written: 1, struckOut: 0, notes: 0, comments: 0 },
  'strikethrough.docx': { written: 5, struckOut: 3, notes: 0, comments: 0 },
  'tables.docx': { written: 10, struckOut: 0, notes: 0, comments: 0 },
  'text-box.docx': { written: 2, struckOut: 0, notes: 0, comments: 0 },
  'tiny-picture.docx': { written: 0, struckOut: 0, notes: 0, comments: 0 },
  'underline.docx': { written: 3, struckOut: 0, notes: 0, comments: 0 },
  'utf8-bom.docx': { written: 7, struckOut: 0, notes: 0, comments: 0 },
};

describe('words in and out of every fixture', () => {
  const docxFiles = readdirSync(sharedFixture('docx')).filter((name) => name.endsWith('.docx'));

  it('has an expectation for every Word fixture', () => {
    expect(docxFiles.toSorted()).toEqual(Object.keys(DOCX_EXPECTED).toSorted());
  });

  it.each(docxFiles)('%s: narrates every word but struck-out text, notes and comments', async (name) => {
    const file = readFileSync(sharedFixture('docx', name));
    const words = await docxWords(file);
    expect(words).toEqual(DOCX_EXPECTED[name]);
    const { wordCount } = await extractScript(file, 'docx');
    expect(wordCount).toBe(words.written - words.struckOut - words.notes - words.comments);
  });

  it.each(readdirSync(sharedFixture('texts')).filter((name) => name.endsWith('.txt')))(
    '%s: narrates every word of every line, front matter included',
    async (name) => {
      const file = readFileSync(sharedFixture('texts', name));
      const script = await extractScript(file, 'txt');
      expect(script.wordCount).toBe(countWords(file.toString('utf8')));
      expect(script.text).toContain('Produced by Anonymous Volunteers');
      expect(script.text).toContain('By Jane Austen');
    },
  );
});
