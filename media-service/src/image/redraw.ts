import { Unprocessable, UnsupportedMediaType } from '@reeltalk/server-kit';
import sharp, { type Sharp } from 'sharp';
import { concurrencyLimit } from './slots.ts';

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

/**
 * Pictures of more pixels than this are refused from their header, before any decoding: far more than an avatar or a
 * cover shows (both are drawn at most 1024 pixels a side), few enough that a decode's time and memory stay bounded.
 */
const MAX_MEGAPIXELS = 40;
const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;

export class ImageError extends Error {
  constructor(
    readonly reason: 'type' | 'pixels',
    message: string,
  ) {
    super(message);
  }
}

/** Draws a picture anew: `draw` sizes it and picks the stored format. */
type Draw = (image: Sharp) => Sharp;

const asImageError = (error: unknown): ImageError => {
  if (error instanceof ImageError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ImageError(/pixel limit/i.test(message) ? 'pixels' : 'type', message);
};

/**
 * The picture, checked without decoding it: its first bytes are one of the `accepted` kinds, its header says the same
 * kind and at most MAX_INPUT_PIXELS (sharp's metadata reads only the header; `limitInputPixels` holds the decoder to
 * the same bound).
 */
async function openImage(bytes: Buffer, accepted: readonly ImageFormat[]): Promise<Sharp> {
  const kind = accepted.find((format) => SIGNATURES[format](bytes));
  if (!kind) throw new ImageError('type', `not one of ${accepted.join(', ')}`);
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  const header = await image.metadata().catch((error: unknown) => {
    throw asImageError(error);
  });
  if (header.format !== kind) throw new ImageError('type', `its bytes start as ${kind}, decode as ${header.format}`);
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new ImageError('pixels', `${header.width} × ${header.height} pixels`);
  }
  return image;
}

/** The decoding itself: turned upright, first frame only, drawn by `draw`; a file that does not decode is refused. */
const decode = (image: Sharp, draw: Draw): Promise<Buffer> =>
  draw(image.rotate())
    .toBuffer()
    .catch((error: unknown) => {
      throw asImageError(error);
    });

/**
 * The picture drawn anew by `draw` (which sizes it and picks the stored format), turned upright, first frame only.
 * Only its pixels survive: a payload appended or hidden in its chunks or comments (a ZIP, HTML, a script: a
 * polyglot) and its metadata are gone. A file whose first bytes are not one of the `accepted` kinds, that does not
 * decode fully as that kind, or that has too many pixels, is refused.
 */
export async function redrawImage(bytes: Buffer, accepted: readonly ImageFormat[], draw: Draw): Promise<Buffer> {
  return decode(await openImage(bytes, accepted), draw);
}

export type RedrawImage = typeof redrawImage;

/**
 * redrawImage for pictures people upload, decoding at most `concurrentDecodes` at a time (the rest wait their turn):
 * a burst of large uploads costs the service a bounded share of its memory and cores. A picture refused from its
 * header is refused at once, without waiting.
 */
export function uploadedImageDecoder(concurrentDecodes: number): RedrawImage {
  const slot = concurrencyLimit(concurrentDecodes);
  return async (bytes, accepted, draw) => {
    const image = await openImage(bytes, accepted);
    return slot(() => decode(image, draw));
  };
}

const PIXELS_MESSAGE = `The image is too large: at most ${MAX_MEGAPIXELS} megapixels.`;

/** A refused picture as the HTTP error it answers: 415 with `typeMessage` for what is no such image, 422 for too big. */
export const imageRefusal = (error: unknown, typeMessage: string): unknown =>
  error instanceof ImageError
    ? error.reason === 'pixels'
      ? new Unprocessable(PIXELS_MESSAGE)
      : new UnsupportedMediaType(typeMessage)
    : error;
