import { crc32, createDeflateRaw } from 'node:zlib';
import { zipOf } from './zip.ts';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/** `bytes` of zeros, deflated as they are made, so the test never holds them whole. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const zeros = Buffer.alloc(1024 * 1024);
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(chunks);
}

/**
 * A .docx look-alike whose word/document.xml inflates to `inflates` bytes of zeros while its headers declare
 * `declares` (the truth by default; less for one that lies about its size).
 */
export async function docxBomb(options: { inflates: number; declares?: number }): Promise<Buffer> {
  const types = Buffer.from(CONTENT_TYPES);
  return zipOf([
    { name: '[Content_Types].xml', data: types, method: 0, crc: crc32(types), size: types.length },
    {
      name: 'word/document.xml',
      data: await deflatedZeros(options.inflates),
      method: 8,
      // The checksum of zeros is never reached: the size checks stop the reading first.
      crc: 0,
      size: options.declares ?? options.inflates,
    },
  ]);
}
