import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileExtension, SCRIPT_FILE_MESSAGES, SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import { extractScript, ExtractionError, type ScriptKind } from '../extraction/index.ts';
import { PayloadTooLargeError, UnprocessableError, UnsupportedMediaTypeError } from '../http/errors.ts';
import { scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { zipEntryNames } from './zip-entries.ts';

export interface StoredScript {
  key: string;
  /** The name the person's file had; shown to them, never used in a key. */
  name: string;
  size: number;
  type: ScriptKind;
  contentType: string;
}

const KINDS: Record<string, { kind: ScriptKind; contentType: string }> = {
  '.docx': { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.txt': { kind: 'txt', contentType: 'text/plain; charset=utf-8' },
};

export const SCRIPT_MESSAGES = {
  // A file whose content is not what its name says gets the same answer as a wrong name.
  notDocx: SCRIPT_FILE_MESSAGES.type,
  binaryText: SCRIPT_FILE_MESSAGES.type,
  notUtf8: 'This text file is not UTF-8. Please save it as UTF-8 and upload it again.',
  empty: 'The file is empty.',
  noText: 'The script has no text to narrate.',
} as const;

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];
// Tab, line feed, form feed and carriage return are text; every other C0 control byte (NUL included) is not.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isBinaryByte = (byte: number) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;
const HAS_WORD = /[\p{L}\p{N}]/u;

export function scriptKindOf(name: string): { kind: ScriptKind; contentType: string; extension: string } | undefined {
  const extension = fileExtension(name);
  const known = KINDS[extension];
  return known && { ...known, extension };
}

/** Checks a script as it streams past: size, and that a .txt is UTF-8 text and a .docx at least starts as a zip. */
class ScriptInspector extends Transform {
  // Not `size`: the S3 uploader would read a stream's `size` as its total length.
  byteCount = 0;
  hasWords = false;
  private readonly docxChunks: Buffer[] = [];
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly kind: ScriptKind) {
    super();
  }

  /** The whole .docx (at most 10 MB), for the checks that need all of it. */
  get docx(): Buffer {
    return Buffer.concat(this.docxChunks);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > SCRIPT_MAX_BYTES) return done(new PayloadTooLargeError(SCRIPT_FILE_MESSAGES.size));
    try {
      if (this.kind === 'docx') this.inspectDocx(chunk);
      else this.inspectText(chunk, true);
    } catch (error) {
      return done(error as Error);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.kind === 'txt') this.inspectText(Buffer.alloc(0), false);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private inspectDocx(chunk: Buffer): void {
    this.docxChunks.push(chunk);
    const seen = this.byteCount - chunk.length;
    if (seen < ZIP_MAGIC.length) {
      const head = this.docx.subarray(0, ZIP_MAGIC.length);
      if (!ZIP_MAGIC.subarray(0, head.length).equals(head))
        throw new UnsupportedMediaTypeError(SCRIPT_MESSAGES.notDocx);
    }
  }

  private inspectText(chunk: Buffer, more: boolean): void {
    if (chunk.some(isBinaryByte)) throw new UnsupportedMediaTypeError(SCRIPT_MESSAGES.binaryText);
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: more });
    } catch {
      throw new UnsupportedMediaTypeError(SCRIPT_MESSAGES.notUtf8);
    }
    this.hasWords ||= HAS_WORD.test(text);
  }
}

/** The checks that need the whole file: a real Word package that mammoth can read, with words in it. */
async function checkComplete(inspector: ScriptInspector, kind: ScriptKind): Promise<void> {
  if (inspector.byteCount === 0) throw new UnprocessableError(SCRIPT_MESSAGES.empty);
  if (kind === 'txt') {
    if (!inspector.hasWords) throw new UnprocessableError(SCRIPT_MESSAGES.noText);
    return;
  }
  const docx = inspector.docx;
  const entries = zipEntryNames(docx);
  if (!entries || !DOCX_PARTS.every((part) => entries.has(part))) {
    throw new UnsupportedMediaTypeError(SCRIPT_MESSAGES.notDocx);
  }
  try {
    const script = await extractScript(docx, 'docx');
    if (script.wordCount === 0) throw new UnprocessableError(SCRIPT_MESSAGES.noText);
  } catch (error) {
    if (error instanceof ExtractionError) throw new UnprocessableError(error.message);
    throw error;
  }
}

/**
 * Streams an uploaded script into storage under a key of our own making, checking it on the way and once complete.
 * Any failure leaves nothing stored.
 */
export async function storeScript(
  storage: ObjectStorage,
  projectId: string,
  file: Readable,
  originalName: string,
): Promise<StoredScript> {
  const script = scriptKindOf(originalName);
  if (!script) throw new UnsupportedMediaTypeError(SCRIPT_FILE_MESSAGES.type);
  const key = `${scriptPrefix(projectId)}${randomUUID()}${script.extension}`;
  const inspector = new ScriptInspector(script.kind);
  file.on('error', (error) => inspector.destroy(error));
  await storage.putStream(key, file.pipe(inspector), { contentType: script.contentType });
  try {
    await checkComplete(inspector, script.kind);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return { key, name: originalName, size: inspector.byteCount, type: script.kind, contentType: script.contentType };
}
