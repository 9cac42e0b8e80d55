import { Readable } from 'node:stream';
import busboy from 'busboy';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart.ts';

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part);
}

/** Parses a multipart body the way the media-service does, answering the one file's name and content. */
function parse(contentType: string, body: ReadableStream<Uint8Array>): Promise<{ name: string; content: string }> {
  return new Promise((resolve, reject) => {
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('file', (_field, stream, info) => {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => resolve({ name: info.filename ?? '', content: Buffer.concat(parts).toString() }));
    });
    parser.on('error', reject);
    Readable.fromWeb(body as import('node:stream/web').ReadableStream).pipe(parser);
  });
}

describe('multipartBody', () => {
  it('carries the file, its name intact, as it is read', async () => {
    const { contentType, body } = multipartBody({
      field: 'file',
      name: 'Résumé "final".txt',
      contentType: 'text/plain',
      content: chunks('Once upon ', 'a time.\r\n--not a boundary\r\n'),
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(await parse(contentType, body)).toEqual({
      name: 'Résumé "final".txt',
      content: 'Once upon a time.\r\n--not a boundary\r\n',
    });
  });

  it('fails, with no closing boundary, when the content fails', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('partial');
      throw new Error('too large');
    }
    const { body } = multipartBody({ field: 'file', name: 'a.txt', contentType: 'text/plain', content: failing() });
    const received: string[] = [];
    const reading = (async () => {
      for await (const part of body as unknown as AsyncIterable<Uint8Array>)
        received.push(new TextDecoder().decode(part));
    })();
    await expect(reading).rejects.toThrow('too large');
    expect(received.join('')).not.toMatch(/--\r\n$/);
    expect(received.join('')).toContain('partial');
  });
});
