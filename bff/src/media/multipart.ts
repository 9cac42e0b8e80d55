import { randomUUID } from 'node:crypto';

/** A file to send as the one part of a multipart/form-data body, read as it is sent. */
export interface StreamedFile {
  field: string;
  name: string;
  contentType: string;
  content: AsyncIterable<Uint8Array>;
}

/** Quotes are not allowed inside the quoted filename and line breaks would end the header. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * A multipart/form-data body holding one file, produced while the file is read: nothing is buffered beyond a chunk.
 * If the content fails, so does the body, so the receiver never sees a closing boundary for a partial file.
 */
export function multipartBody(file: StreamedFile): { contentType: string; body: ReadableStream<Uint8Array> } {
  const boundary = `----reeltalk-${randomUUID()}`;
  const encoder = new TextEncoder();
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field}"; filename="${asciiFallback(file.name)}"; ` +
    `filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(head);
    yield* file.content;
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  const chunks = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}
