import { describe, expect, it } from 'vitest';
import { ExtractionError } from './errors.ts';
import { decodeText, TextDecoding } from './text-encoding.ts';

const SCRIPT = 'Chapter 1\r\n\r\n“Naïve café owners,” said Zoë — “€5 each.”\r\n';
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
// What Notepad's "ANSI" wrote for SCRIPT: one byte a character, curly quotes, dash and euro sign at 0x80–0x9f.
const WINDOWS_1252: Record<string, number> = { '“': 0x93, '”': 0x94, '—': 0x97, '€': 0x80 };
const windows1252 = (text: string) =>
  Buffer.from(Array.from(text, (char) => WINDOWS_1252[char] ?? (char.codePointAt(0) as number)));

/** Feeds the bytes in pieces of `size`, as a stream would. */
function decodeInPieces(bytes: Buffer, size: number): { text: string; decoding: TextDecoding } {
  const decoding = new TextDecoding();
  let text = '';
  for (let at = 0; at < bytes.length; at += size) text += decoding.push(bytes.subarray(at, at + size));
  return { text: text + decoding.end(), decoding };
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeText(Buffer.from(`\ufeff${SCRIPT}`))).toBe(SCRIPT);
    expect(decodeText(Buffer.from(SCRIPT))).toBe(SCRIPT);
  });

  it('reads UTF-16 LE and BE by their byte-order marks', () => {
    expect(decodeText(utf16le(SCRIPT))).toBe(SCRIPT);
    expect(decodeText(utf16be(SCRIPT))).toBe(SCRIPT);
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(decodeText(windows1252(SCRIPT))).toBe(SCRIPT);
  });

  it('refuses binary data: a NUL, many control characters, or broken UTF-16', () => {
    const binary = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      Buffer.from(`${'\u0001\u0002\u0003'.repeat(10)}${'text '.repeat(100)}`),
      Buffer.concat([utf16le('odd'), Buffer.from([0x41])]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])]),
    ];
    for (const bytes of binary) {
      expect(() => decodeText(bytes)).toThrow(ExtractionError);
      expect(() => decodeText(bytes)).toThrow('This file is not a plain-text document: it contains binary data.');
    }
  });

  it('keeps a stray control character in real text', () => {
    expect(decodeText(Buffer.from(`${'A line of text.\n'.repeat(20)}\u001a`)).endsWith('\u001a')).toBe(true);
  });
});

describe('TextDecoding', () => {
  it.each([
    ['UTF-8', Buffer.from(`\ufeff${SCRIPT}`), 'utf-8'],
    ['UTF-16 LE', utf16le(SCRIPT), 'utf-16le'],
    ['UTF-16 BE', utf16be(SCRIPT), 'utf-16be'],
    ['Windows-1252', windows1252(SCRIPT), 'windows-1252'],
  ])('reads %s streamed in pieces of any size', (_, bytes, encoding) => {
    for (const size of [1, 2, 3, 7, 1024]) {
      const { text, decoding } = decodeInPieces(bytes, size);
      expect(decoding.detected).toBe(encoding);
      expect(decoding.hasWords).toBe(true);
      if (encoding !== 'windows-1252') expect(text).toBe(SCRIPT);
    }
  });

  it('tells a file of only spaces and line breaks has no words, and an empty one too', () => {
    expect(decodeInPieces(utf16le(' \r\n\t '), 1).decoding.hasWords).toBe(false);
    expect(decodeInPieces(Buffer.alloc(0), 1).decoding.hasWords).toBe(false);
  });

  it('refuses a NUL as soon as it arrives', () => {
    const decoding = new TextDecoding();
    decoding.push(Buffer.from('Some words'));
    expect(() => decoding.push(Buffer.from([0x20, 0x00]))).toThrow(ExtractionError);
  });
});
