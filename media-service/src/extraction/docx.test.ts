import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { peakRssGrowthMb } from '../../testing/memory.ts';
import { readDocx } from './docx.ts';
import { DOCX_LIMITS } from './docx-package.ts';

const PARAGRAPH = 'It is a truth universally acknowledged, that a single man in possession of a good fortune.';

/** A Word file of `count` paragraphs (5,000: 615 KB of XML in a 3 KB file). */
async function longDocument(count: number): Promise<Buffer> {
  const body = `<w:p><w:r><w:t>${PARAGRAPH}</w:t></w:r></w:p>`.repeat(count);
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file(
    'word/document.xml',
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A Word file whose paragraphs have the given styles (style id and name alike), described in its styles part. */
async function styledDocument(paragraphs: Array<[style: string, text: string]>): Promise<Buffer> {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const styles = [...new Set(paragraphs.map(([style]) => style))]
    .map((style) => `<w:style w:type="paragraph" w:styleId="${style}"><w:name w:val="${style}"/></w:style>`)
    .join('');
  const body = paragraphs
    .map(([style, text]) => `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/styles.xml', `<w:styles ${w}>${styles}</w:styles>`);
  zip.file('word/document.xml', `<w:document ${w}><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readDocx', () => {
  it('reads the Title style as the title, apart from Heading 1', async () => {
    const docx = await styledDocument([
      ['Title', 'The Keeper of Quayle Light'],
      ['Heading1', 'Chapter 1'],
      ['Normal', 'It was dark.'],
    ]);
    expect(await readDocx(docx)).toEqual([
      { kind: 'title', text: 'The Keeper of Quayle Light' },
      { kind: 'heading', level: 1, text: 'Chapter 1' },
      { kind: 'paragraph', text: 'It was dark.' },
    ]);
  });

  it('reads a long document in a thread of its own', async () => {
    const blocks = await readDocx(await longDocument(5_000));
    expect(blocks).toHaveLength(5_000);
    expect(blocks[4_999]).toEqual({ kind: 'paragraph', text: PARAGRAPH });
  });

  it('refuses a document that needs more memory than its thread has, and the service does not pay for it', async () => {
    const docx = await longDocument(5_000);
    let refusal: unknown;
    const growth = await peakRssGrowthMb(() =>
      readDocx(docx, { ...DOCX_LIMITS, threadHeapMb: 16 }).catch((error: unknown) => (refusal = error)),
    );
    expect(refusal).toMatchObject({ code: 'too_large', message: 'This Word document is too large to read.' });
    // Measured: about 30 MB (the thread's heap and the engine around it); reading the document takes about 80 MB.
    expect(growth).toBeLessThan(60);
  });
});
