import JSZip from 'jszip';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError } from './errors.ts';

export interface DocxLimits {
  readonly entries: number;
  readonly partBytes: number;
  readonly threadHeapMb: number;
}

/**
 * Limits no real script reaches: a Word file's XML parts (text, styles, notes) unpack to a few MB even for a long
 * novel, and a package holds a few dozen parts. Past them the file is refused before its parts are unpacked.
 */
export const DOCX_LIMITS: DocxLimits = Object.freeze({
  /** Entries in the package, read or not. */
  entries: 5_000,
  /** The XML parts unpacked, all together. */
  partBytes: 50 * 1024 * 1024,
  /**
   * The heap of the thread that reads them: mammoth needs about 65 times the XML it reads (1.35 GB for 20 MB), so this
   * is the real ceiling on what a Word file may cost.
   */
  threadHeapMb: 1536,
});

/** The parts without which a zip is not a Word document. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
// The parts the text is read from are XML; pictures, fonts and embedded files are never unpacked.
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

const notDocx = (cause?: unknown) =>
  new ExtractionError('not_docx', 'This file is not a Word document (.docx).', { cause });
const unreadable = (cause?: unknown) =>
  new ExtractionError('invalid_docx', 'This file is not a readable Word document (.docx).', { cause });
const tooLarge = (limits: DocxLimits) =>
  new ExtractionError(
    'too_large',
    `This Word document is too large to read: its text unpacks to more than ${limits.partBytes / 1024 / 1024} MB.`,
  );

/** One part's bytes, unpacked within what is left of the budget; yauzl fails the stream if it outgrows its size. */
async function unpack(zip: ZipFile, entry: Entry, budget: number, limits: DocxLimits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw tooLarge(limits);
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size);
}

/**
 * The XML parts of a Word file, checked: every entry's declared size before it is unpacked and its actual size while
 * it is (against the declaration and against the budget), so a small file that unpacks to gigabytes costs no more
 * memory than the budget. Throws ExtractionError: 'not_docx' (not a zip, or no Word document in it), 'too_large'
 * (past DOCX_LIMITS) or 'invalid_docx' (a damaged or lying entry).
 */
async function readXmlParts(docx: Buffer, limits: DocxLimits): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(docx, { validateEntrySizes: true });
  } catch (error) {
    throw notDocx(error);
  }
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw tooLarge(limits);
  }
  const parts = new Map<string, Buffer>();
  let budget = limits.partBytes;
  try {
    for await (const entry of zip.eachEntry()) {
      if (!isXmlPart(entry.fileName) || entry.fileName.endsWith('/')) continue;
      if (entry.uncompressedSize > budget) throw tooLarge(limits);
      const part = await unpack(zip, entry, budget, limits);
      budget -= part.length;
      parts.set(entry.fileName, part);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw unreadable(error);
  } finally {
    if (zip.isOpen) zip.close();
  }
  if (!REQUIRED_PARTS.every((name) => parts.has(name))) throw notDocx();
  return parts;
}

/**
 * A Word file rebuilt from its checked XML parts, stored uncompressed: what the document reader is given, so it never
 * unpacks anything that was not checked (its own zip reader could see a crafted file differently from ours).
 */
export async function checkedDocx(docx: Buffer, limits: DocxLimits = DOCX_LIMITS): Promise<Buffer> {
  const parts = await readXmlParts(docx, limits);
  const rebuilt = new JSZip();
  for (const [name, bytes] of parts) rebuilt.file(name, bytes);
  return rebuilt.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
