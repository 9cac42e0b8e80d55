import { DEFAULT_COVER_SVG } from '@reeltalk/contracts';
import sharp from 'sharp';
import { redrawImage } from '../image/redraw.ts';
import { COLOURS, COVER, FRAME } from './layout.ts';

/**
 * The cover as drawn on the video: a COVER.size square of the middle of the picture, or the default cover (the one the
 * players show).
 */
async function coverSquare(cover: Buffer | null): Promise<Buffer> {
  if (!cover) return sharp(Buffer.from(DEFAULT_COVER_SVG)).resize(COVER.size, COVER.size).png().toBuffer();
  return redrawImage(cover, ['jpeg', 'png', 'webp'], (image) =>
    image.resize(COVER.size, COVER.size, { fit: 'cover' }).png(),
  );
}

/** The still part of every frame (background and cover) as a PNG; ffmpeg draws the title and waveform on it. */
export async function drawBackground(cover: Buffer | null): Promise<Buffer> {
  return sharp({ create: { width: FRAME.width, height: FRAME.height, channels: 3, background: COLOURS.background } })
    .composite([{ input: await coverSquare(cover), left: COVER.left, top: COVER.top }])
    .png()
    .toBuffer();
}
