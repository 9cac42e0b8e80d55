import { readSharedFixture } from '@reeltalk/stack';
import JSZip from 'jszip';
import type { ScriptFile } from './narration-api.ts';

/** A script as its author wrote it: a title, then chapters of paragraphs. */
export interface Script {
  title: string;
  chapters: Array<{ title: string; paragraphs: string[] }>;
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The opening of Pride and Prejudice: its first `paragraphs` paragraphs of each of its first `chapters` chapters, from
 * the shared ch1-6 text. Real prose, a few seconds of narration per paragraph instead of the fixture's fifty minutes.
 */
export function prideAndPrejudiceOpening(chapters: number, paragraphs: number): Script {
  const text = readSharedFixture('texts', 'pride-and-prejudice-ch1-6.txt').toString('utf8');
  // Blank lines part the paragraphs; Gutenberg marks italics with underscores, which a reader does not see.
  const blocks = text.split(/\n\s*\n/).map((block) => block.replace(/_/g, '').replace(/\s+/g, ' ').trim());
  const opened = blocks.flatMap((block, index) => (/^Chapter \d+$/.test(block) ? [index] : []));
  return {
    title: 'Pride and Prejudice',
    chapters: opened.slice(0, chapters).map((start) => ({
      title: blocks[start]!,
      paragraphs: blocks.slice(start + 1, start + 1 + paragraphs),
    })),
  };
}

/** The script as plain text: the title line, each chapter's heading line and its paragraphs, blank lines between. */
export const textOf = (script: Script): string =>
  [script.title, ...script.chapters.flatMap((chapter) => [chapter.title, ...chapter.paragraphs])].join('\n\n') + '\n';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const STYLES = ['Heading1', 'Heading2']
  .map((id) => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="heading ${id.slice(-1)}"/></w:style>`)
  .join('');

/** The script as a Word file laid out as the shared ch1-6 .docx: the title as Heading 1, each chapter's as Heading 2. */
export async function docxOf(script: Script): Promise<Buffer> {
  const paragraph = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(script.title, 'Heading1'),
    ...script.chapters.flatMap((chapter) => [
      paragraph(chapter.title, 'Heading2'),
      ...chapter.paragraphs.map((text) => paragraph(text)),
    ]),
  ].join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
  );
  zip.file('word/styles.xml', `<w:styles ${W}>${STYLES}</w:styles>`);
  zip.file('word/document.xml', `<w:document ${W}><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The script as a .docx to upload through the API. */
export const docxScriptFile = async (name: string, script: Script): Promise<ScriptFile> => ({
  name,
  type: DOCX_TYPE,
  bytes: new Uint8Array(await docxOf(script)),
});
