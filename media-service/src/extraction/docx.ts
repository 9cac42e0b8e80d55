import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { Block } from './chapters.ts';
import { docxHtml } from './docx-html.ts';
import { checkedDocx, DOCX_LIMITS, type DocxLimits } from './docx-package.ts';
import { isSpoken, normaliseText } from './text.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

// Elements whose text starts a block of its own: a paragraph, a list item or a table cell each becomes a paragraph.
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th']);
// Note and comment references/bodies (mammoth renders notes as a list after the text), images and struck-out text
// (deleted wording) are not read out.
const NOTE_ID = /^(footnote|endnote|comment)-/;
const SILENT_TAGS = new Set(['img', 's', 'del']);

// The document title (Word's Title style, an h1 of class "title") is level 0, above every heading.
const TITLE_LEVEL = 0;

function headingLevel(element: Element): number | undefined {
  if (!/^h[1-6]$/.test(element.tagName)) return undefined;
  const title = tree.getAttrList(element).some((attr) => attr.name === 'class' && attr.value === 'title');
  return title ? TITLE_LEVEL : Number(element.tagName[1]);
}

function blockOf(text: string, level: number | undefined): Block {
  if (level === undefined) return { kind: 'paragraph', text };
  return level === TITLE_LEVEL ? { kind: 'title', text } : { kind: 'heading', level, text };
}

function isSilent(element: Element): boolean {
  if (SILENT_TAGS.has(element.tagName)) return true;
  const attrs = tree.getAttrList(element);
  const id = attrs.find((attr) => attr.name === 'id')?.value ?? '';
  const href = attrs.find((attr) => attr.name === 'href')?.value ?? '';
  return (element.tagName === 'li' && NOTE_ID.test(id)) || (element.tagName === 'a' && NOTE_ID.test(href.slice(1)));
}

/**
 * Reads a .docx into its title, headings and paragraphs through mammoth's HTML, which keeps heading levels. mammoth
 * only ever sees the package's XML parts after their sizes were checked, and reads them within a memory ceiling of its
 * own.
 */
export async function readDocx(buffer: Buffer, limits: DocxLimits = DOCX_LIMITS): Promise<Block[]> {
  const html = await docxHtml(await checkedDocx(buffer, limits), limits.threadHeapMb);

  const blocks: Block[] = [];
  let pending = '';
  // Text seen so far becomes a block of the given kind; text outside any block tag counts as a paragraph.
  const flush = (level: number | undefined) => {
    const text = normaliseText(pending);
    pending = '';
    if (!isSpoken(text)) return;
    blocks.push(blockOf(text, level));
  };
  const visit = (node: Node, level: number | undefined) => {
    if (tree.isTextNode(node)) {
      pending += tree.getTextNodeContent(node);
      return;
    }
    if (!tree.isElementNode(node) || isSilent(node)) return;
    if (node.tagName === 'br') pending += ' ';
    const ownLevel = headingLevel(node);
    const startsBlock = ownLevel !== undefined || BLOCK_TAGS.has(node.tagName);
    if (startsBlock) flush(level);
    for (const child of tree.getChildNodes(node)) visit(child, startsBlock ? ownLevel : level);
    if (startsBlock) flush(ownLevel);
  };
  for (const node of tree.getChildNodes(parseFragment(html))) visit(node, undefined);
  flush(undefined);
  return blocks;
}
