import { ExtractionError } from './errors.ts';

type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const BYTE_ORDER_MARKS: Array<[TextEncoding, Buffer]> = [
  ['utf-8', Buffer.from([0xef, 0xbb, 0xbf])],
  ['utf-16le', Buffer.from([0xff, 0xfe])],
  ['utf-16be', Buffer.from([0xfe, 0xff])],
];
const LONGEST_MARK = 3;
// Windows-1252's characters at 0x80–0x9f (Node 20's TextDecoder reads that label as Latin-1, which has C1 controls
// there); the five bytes Windows-1252 leaves undefined stay controls.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
// Control characters other than tab, line feed, form feed and carriage return (C0, DEL and C1).
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0001-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;
// Text has next to none; binary data has about one byte in ten.
const MAX_CONTROL_SHARE = 0.01;
const WORD = /[\p{L}\p{N}]/u;

const notText = () =>
  new ExtractionError('invalid_text', 'This file is not a plain-text document: it contains binary data.');

const decodeWindows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] as string);

/**
 * Reads a text file as it arrives and tells its encoding: by its byte-order mark (UTF-8, UTF-16 LE or BE), else UTF-8
 * while the bytes are valid UTF-8, else Windows-1252 (Notepad, older Gutenberg files). Text with a NUL character or
 * more than a few other control characters is binary data, not text.
 */
export class TextDecoding {
  hasWords = false;
  private head = Buffer.alloc(0);
  private encoding: TextEncoding | undefined;
  private marked = false;
  private decoder: TextDecoder | undefined;
  private characters = 0;
  private controls = 0;

  get detected(): TextEncoding | undefined {
    return this.encoding;
  }

  /** The text of the next bytes (empty until the start of the file is known). Throws ExtractionError for binary. */
  push(chunk: Uint8Array): string {
    if (this.encoding === undefined) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < LONGEST_MARK) return '';
      return this.start(this.head);
    }
    return this.judge(this.decode(chunk, true));
  }

  /** The text of what is left, once the file is complete. Throws ExtractionError when it was not text. */
  end(): string {
    const rest = this.encoding === undefined ? this.start(this.head) : '';
    const text = rest + this.judge(this.decode(new Uint8Array(0), false));
    if (this.controls > this.characters * MAX_CONTROL_SHARE) throw notText();
    return text;
  }

  private start(head: Buffer): string {
    const [encoding, mark] = BYTE_ORDER_MARKS.find(([, bom]) => head.subarray(0, bom.length).equals(bom)) ?? [];
    this.encoding = encoding ?? 'utf-8';
    this.marked = mark !== undefined;
    this.decoder = new TextDecoder(this.encoding, { fatal: true, ignoreBOM: true });
    return this.judge(this.decode(head.subarray(mark?.length ?? 0), true));
  }

  private decode(bytes: Uint8Array, more: boolean): string {
    if (this.encoding === 'windows-1252') return decodeWindows1252(bytes);
    try {
      return (this.decoder as TextDecoder).decode(bytes, { stream: more });
    } catch {
      // Without a byte-order mark, bytes that are not UTF-8 are Windows-1252; with one, they are broken.
      if (this.marked) throw notText();
      this.encoding = 'windows-1252';
      return decodeWindows1252(bytes);
    }
  }

  private judge(text: string): string {
    if (text.includes('\0')) throw notText();
    this.characters += text.length;
    this.controls += text.match(CONTROL)?.length ?? 0;
    this.hasWords ||= WORD.test(text);
    return text;
  }
}

/** A whole text file's text, decoded as TextDecoding tells. */
export function decodeText(bytes: Uint8Array): string {
  const decoding = new TextDecoding();
  return decoding.push(bytes) + decoding.end();
}
