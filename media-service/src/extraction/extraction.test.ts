import { readdirSync, readFileSync } from 'node:fs';
import { countWords } from '@reeltalk/contracts';
import { sharedFixture } from '@reeltalk/stack';
import { describe, expect, it } from 'vitest';
import { ExtractionError, extractScript } from './index.ts';
import { storedZip } from '../../testing/zip.ts';
import { LONGEST_PARAGRAPH } from './text.ts';

const docx = (name: string) => readFileSync(sharedFixture('docx', name));
const text = (name: string) => readFileSync(sharedFixture('texts', name));
const chapterTitles = (count: number) => Array.from({ length: count }, (_, i) => `Chapter ${i + 1}`);

describe('extractScript, .docx', () => {
  const files = readdirSync(sharedFixture('docx')).filter((name) => name.endsWith('.docx'));

  it.each(files)('extracts %s without error, consistently', async (name) => {
    const script = await extractScript(docx(name), 'docx');
    const narrated = [
      script.title ?? '',
      ...script.chapters.flatMap((chapter) => [chapter.title ?? '', ...chapter.paragraphs]),
    ];
    expect(script.wordCount > 0).toBe(script.text !== '');
    expect(script.text.replace(/\n\n/g, '')).toBe(narrated.join(''));
    expect(script.text).not.toMatch(/ {2}|^\s|\s$/);
  });

  it('gives an empty document an empty transcript', async () => {
    expect(await extractScript(docx('empty.docx'), 'docx')).toEqual({
      text: '',
      wordCount: 0,
      title: null,
      chapters: [],
    });
  });

  it('reads Pride and Prejudice 1–6 as its title, the author line and six chapters of about 7,700 words', async () => {
    const script = await extractScript(docx('pride-and-prejudice-ch1-6.docx'), 'docx');
    expect(script.chapters.map((chapter) => chapter.title)).toEqual([null, ...chapterTitles(6)]);
    expect(script.wordCount).toBeGreaterThan(7_600);
    expect(script.wordCount).toBeLessThan(7_800);
    expect(script.chapters[0]?.paragraphs).toEqual(['By Jane Austen']);
    expect(script.chapters[1]?.paragraphs[0]).toBe(
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    );
    expect(script.title).toBe('Pride and Prejudice');
    expect(script.text).not.toMatch(/_/);
    expect(script.text.startsWith('Pride and Prejudice\n\nBy Jane Austen\n\nChapter 1\n\nIt is a truth')).toBe(true);
    expect(script.text.match(/Pride and Prejudice/g)).toHaveLength(1);
  });

  it('keeps footnote and endnote bodies and their markers out of the narration', async () => {
    for (const name of ['footnotes.docx', 'endnotes.docx']) {
      const script = await extractScript(docx(name), 'docx');
      expect(script.text).toBe('Ouch.');
    }
  });

  it('leaves comments, pictures and struck-out text unread', async () => {
    expect((await extractScript(docx('comments.docx'), 'docx')).text).toBe('Ouch.');
    expect((await extractScript(docx('tiny-picture.docx'), 'docx')).text).toBe('');
    expect((await extractScript(docx('strikethrough.docx'), 'docx')).text).toBe('Sold out');
  });

  it('reads list items and table cells as paragraphs', async () => {
    expect((await extractScript(docx('simple-list.docx'), 'docx')).chapters).toEqual([
      { title: null, paragraphs: ['Apple', 'Banana'] },
    ]);
    expect((await extractScript(docx('tables.docx'), 'docx')).chapters[0]?.paragraphs).toEqual([
      'Above',
      'Top left',
      'Top right',
      'Bottom left',
      'Bottom right',
      'Below',
    ]);
  });

  it('reads text boxes, strict OOXML and a document with a byte-order mark', async () => {
    expect((await extractScript(docx('text-box.docx'), 'docx')).text).toBe('Datum plane');
    expect((await extractScript(docx('strict-format.docx'), 'docx')).text).toBe('Test');
    expect((await extractScript(docx('utf8-bom.docx'), 'docx')).text).toBe('This XML has a byte order mark.');
  });

  it('refuses a file that is not a Word document with an ExtractionError', async () => {
    const notDocx = [
      Buffer.from('%PDF-1.4 not a word file'),
      Buffer.from('PK\u0003\u0004 broken zip'),
      Buffer.alloc(0),
    ];
    for (const buffer of notDocx) {
      const failure = extractScript(buffer, 'docx');
      await expect(failure).rejects.toBeInstanceOf(ExtractionError);
      await expect(failure).rejects.toMatchObject({
        code: 'not_docx',
        message: 'This file is not a Word document (.docx).',
      });
    }
  });

  it('refuses a zip that holds no Word document', async () => {
    // A zip's end-of-central-directory record with no entries: a valid, empty archive.
    const emptyZip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    await expect(extractScript(emptyZip, 'docx')).rejects.toMatchObject({ code: 'not_docx' });
  });

  it('refuses a Word package whose document mammoth cannot read', async () => {
    const broken = storedZip({ '[Content_Types].xml': '<Types', 'word/document.xml': 'not xml at all <<' });
    await expect(extractScript(broken, 'docx')).rejects.toMatchObject({
      code: 'invalid_docx',
      message: 'This file is not a readable Word document (.docx).',
    });
  });
});

describe('extractScript, .txt', () => {
  it('reads Pride and Prejudice 1–6 as the same title line and six chapters as the .docx, with its front matter', async () => {
    const fromText = await extractScript(text('pride-and-prejudice-ch1-6.txt'), 'txt');
    const fromDocx = await extractScript(docx('pride-and-prejudice-ch1-6.docx'), 'docx');
    expect(fromText.chapters.map((chapter) => chapter.title)).toEqual([null, ...chapterTitles(6)]);
    // The credit line before it is no title; the title is as written (in capitals in the .txt).
    expect(fromText.title).toBe('PRIDE AND PREJUDICE');
    expect(fromText.chapters[0]?.paragraphs).toEqual(['Produced by Anonymous Volunteers', 'By Jane Austen']);
    expect(fromText.chapters.slice(1)).toEqual(fromDocx.chapters.slice(1));
    expect(fromText.wordCount).toBe(fromDocx.wordCount + countWords('Produced by Anonymous Volunteers'));
  });

  it('reads the whole novel as its title, its front matter and 61 chapters, the Gutenberg end line included', async () => {
    const script = await extractScript(text('pride-and-prejudice.txt'), 'txt');
    expect(script.title).toBe('PRIDE AND PREJUDICE');
    expect(script.chapters.map((chapter) => chapter.title)).toEqual([null, ...chapterTitles(61)]);
    expect(script.wordCount).toBeGreaterThan(121_000);
    expect(script.wordCount).toBeLessThan(123_000);
    expect(script.text).not.toMatch(/\* \* \*/);
    expect(script.chapters.at(-1)?.paragraphs.at(-1)).toBe(
      'End of the Project Gutenberg EBook of Pride and Prejudice, by Jane Austen',
    );
  });

  it('refuses binary content with an ExtractionError', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x0d, 0x0a]);
    await expect(extractScript(binary, 'txt')).rejects.toMatchObject({
      name: 'ExtractionError',
      code: 'invalid_text',
      message: 'This file is not a plain-text document: it contains binary data.',
    });
  });

  it('splits a paragraph too long for one synthesis at sentence ends', async () => {
    const sentence = 'It is a truth universally acknowledged, that a single man must be in want of a wife. ';
    const script = await extractScript(Buffer.from(sentence.repeat(300)), 'txt');
    const paragraphs = script.chapters[0]?.paragraphs ?? [];
    expect(paragraphs.length).toBe(3);
    expect(paragraphs.every((paragraph) => paragraph.length <= LONGEST_PARAGRAPH && paragraph.endsWith('wife.'))).toBe(
      true,
    );
    expect(script.wordCount).toBe(300 * 17);
  });

  it('gives an empty file an empty transcript', async () => {
    expect(await extractScript(Buffer.from('\ufeff \n\n  \n'), 'txt')).toEqual({
      text: '',
      wordCount: 0,
      title: null,
      chapters: [],
    });
  });
});
