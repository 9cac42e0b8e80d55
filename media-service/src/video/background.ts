import sharp from 'sharp';
import { redrawImage } from '../image/redraw.ts';
import { COLOURS, COVER, FRAME } from './layout.ts';

/**
 * The picture shown when a project has no cover art: drawn from shapes (an open book under sound waves), so no image
 * file ships with the service and no font is needed.
 */
const DEFAULT_COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.size}" height="${COVER.size}" viewBox="0 0 520 520">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0ea5e9"/>
  </linearGradient></defs>
  <rect width="520" height="520" rx="24" fill="url(#g)"/>
  <path d="M90 330 Q175 290 255 330 L255 430 Q175 390 90 430 Z" fill="#ffffff" opacity="0.92"/>
  <path d="M265 330 Q345 290 430 330 L430 430 Q345 390 265 430 Z" fill="#ffffff" opacity="0.92"/>
  <g fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.85">
    <path d="M200 230 Q260 170 320 230"/><path d="M160 200 Q260 100 360 200"/><path d="M120 170 Q260 30 400 170"/>
  </g>
</svg>`;

/** The cover as drawn on the video: a COVER.size square of the middle of the picture, or the default picture. */
async function coverSquare(cover: Buffer | null): Promise<Buffer> {
  if (!cover) return sharp(Buffer.from(DEFAULT_COVER_SVG)).png().toBuffer();
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
