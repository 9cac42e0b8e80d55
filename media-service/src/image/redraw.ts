import { Unprocessable, UnsupportedMediaType } from '@reeltalk/server-kit';
import sharp, { type Sharp } from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** How each kind of picture we take starts: a file is only decoded as the kind its first bytes say. */
const SIGNATURES: Record<ImageFormat, (bytes: Uint8Array) => boolean> = {
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes) => startsWith(bytes, [0x47, 0x49, 0x46, 0x38]),
  // "RIFF", four bytes of length, "WEBP".
  webp: (bytes) =>
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
};

const startsWith = (bytes: Uint8Array, prefix: number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/** A picture of more pixels than this (8000 × 8000) is refused before it is decoded, bounding memory. */
const MAX_INPUT_PIXELS = 64_000_000;

export class ImageError extends Error {
  constructor(
    readonly reason: 'type' | 'pixels',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The picture drawn anew by `draw` (which sizes it and picks the stored format), turned upright, first frame only.
 * Only its pixels survive: a payload appended or hidden in its chunks or comments (a ZIP, HTML, a script: a
 * polyglot) and its metadata are gone. A file whose first bytes are not one of the `accepted` kinds, or that does not
 * decode fully as that kind, is refused.
 */
export async function redrawImage(
  bytes: Buffer,
  accepted: readonly ImageFormat[],
  draw: (image: Sharp) => Sharp,
): Promise<Buffer> {
  const kind = accepted.find((format) => SIGNATURES[format](bytes));
  if (!kind) throw new ImageError('type', `not one of ${accepted.join(', ')}`);
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  try {
    const { format } = await image.metadata();
    if (format !== kind) throw new ImageError('type', `its bytes start as ${kind}, decode as ${format}`);
    return await draw(image.rotate()).toBuffer();
  } catch (error) {
    if (error instanceof ImageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageError('pixels', message);
    throw new ImageError('type', message);
  }
}

const PIXELS_MESSAGE = 'The image has too many pixels; please choose a smaller one.';

/** A refused picture as the HTTP error it answers: 415 with `typeMessage` for what is no such image, 422 for too big. */
export const imageRefusal = (error: unknown, typeMessage: string): unknown =>
  error instanceof ImageError
    ? error.reason === 'pixels'
      ? new Unprocessable(PIXELS_MESSAGE)
      : new UnsupportedMediaType(typeMessage)
    : error;
