import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileExtension, SCRIPT_FILE_MESSAGES, SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import {
  extractScript,
  ExtractionError,
  TextDecoding,
  type ExtractedScript,
  type ScriptKind,
} from '../extraction/index.ts';
import { PayloadTooLarge, Unprocessable, UnsupportedMediaType } from '@reeltalk/server-kit';
import { scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { keepExtractedUnits } from './extracted-units.ts';

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

const SCRIPT_MESSAGES = {
  // A file whose content is not what its name says gets the same answer as a wrong name.
  notDocx: SCRIPT_FILE_MESSAGES.type,
  binaryText: SCRIPT_FILE_MESSAGES.type,
  empty: 'The file is empty.',
  noText: 'The script has no text to narrate.',
} as const;

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** What the person is told when the file's content is not a script: a wrong type (415) or unreadable (422). */
function asUploadError(error: unknown): Error {
  if (!(error instanceof ExtractionError)) return error as Error;
  if (error.code === 'not_docx') return new UnsupportedMediaType(SCRIPT_MESSAGES.notDocx);
  if (error.code === 'invalid_text') return new UnsupportedMediaType(SCRIPT_MESSAGES.binaryText);
  return new Unprocessable(error.message);
}

export function scriptKindOf(name: string): { kind: ScriptKind; contentType: string; extension: string } | undefined {
  const extension = fileExtension(name);
  const known = KINDS[extension];
  return known && { ...known, extension };
}

/** Checks a script as it streams past: size, and that a .txt is text and a .docx at least starts as a zip. */
class ScriptInspector extends Transform {
  // Not `size`: the S3 uploader would read a stream's `size` as its total length.
  byteCount = 0;
  private readonly docxChunks: Buffer[] = [];
  private readonly text = new TextDecoding();

  constructor(private readonly kind: ScriptKind) {
    super();
  }

  get hasWords(): boolean {
    return this.text.hasWords;
  }

  /** The whole .docx (at most 10 MB), for the checks that need all of it. */
  get docx(): Buffer {
    return Buffer.concat(this.docxChunks);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > SCRIPT_MAX_BYTES) return done(new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size));
    try {
      if (this.kind === 'docx') this.inspectDocx(chunk);
      else this.text.push(chunk);
    } catch (error) {
      return done(asUploadError(error));
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.kind === 'txt') this.text.end();
      done();
    } catch (error) {
      done(asUploadError(error));
    }
  }

  private inspectDocx(chunk: Buffer): void {
    this.docxChunks.push(chunk);
    const seen = this.byteCount - chunk.length;
    if (seen < ZIP_MAGIC.length) {
      const head = this.docx.subarray(0, ZIP_MAGIC.length);
      if (!ZIP_MAGIC.subarray(0, head.length).equals(head)) throw new UnsupportedMediaType(SCRIPT_MESSAGES.notDocx);
    }
  }
}

/**
 * The checks that need the whole file: a real Word package that mammoth can read, with words in it. Answers a Word
 * document's extraction, which checking it took.
 */
async function checkComplete(inspector: ScriptInspector, kind: ScriptKind): Promise<ExtractedScript | undefined> {
  if (inspector.byteCount === 0) throw new Unprocessable(SCRIPT_MESSAGES.empty);
  if (kind === 'txt') {
    if (!inspector.hasWords) throw new Unprocessable(SCRIPT_MESSAGES.noText);
    return undefined;
  }
  try {
    const script = await extractScript(inspector.docx, 'docx');
    if (script.wordCount === 0) throw new Unprocessable(SCRIPT_MESSAGES.noText);
    return script;
  } catch (error) {
    throw asUploadError(error);
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
  if (!script) throw new UnsupportedMediaType(SCRIPT_FILE_MESSAGES.type);
  const key = `${scriptPrefix(projectId)}${randomUUID()}${script.extension}`;
  const inspector = new ScriptInspector(script.kind);
  file.on('error', (error) => inspector.destroy(error));
  await storage.putStream(key, file.pipe(inspector), { contentType: script.contentType });
  try {
    const extracted = await checkComplete(inspector, script.kind);
    // Kept now, so narration (which starts next) does not extract the document again.
    if (extracted) await keepExtractedUnits(storage, key, extracted);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return { key, name: originalName, size: inspector.byteCount, type: script.kind, contentType: script.contentType };
}
