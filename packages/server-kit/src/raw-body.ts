import type { Context } from 'koa';
import { PayloadTooLarge } from './errors.ts';

/** The whole request body as bytes (an upload checked by its content), refused with `tooLargeMessage` (413) as soon as it passes `maxBytes`. */
export async function readRawBody(ctx: Context, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Not destroyed on a refusal, so the answer still reaches the caller.
  for await (const chunk of ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      // The rest of the body is not read, so this connection cannot carry another request.
      ctx.set('Connection', 'close');
      throw new PayloadTooLarge(tooLargeMessage);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
