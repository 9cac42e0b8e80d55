import { AVATAR_SIZE_PX } from '@reeltalk/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageError, redrawImage } from '../image/redraw.ts';
import { squareAvatar } from './image.ts';

/** A 300 × 200 picture of the given format, made by sharp itself. */
const picture = (format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** The avatar of these bytes, decoded without the uploads' queue. */
const avatarOf = (bytes: Buffer) => squareAvatar(redrawImage, bytes);

const HTML_PAYLOAD = '<html><script>alert(document.cookie)</script></html>';
/** The start of a ZIP (local file header) with a file name, as a GIFAR-style polyglot appends it. */
const ZIP_PAYLOAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil/payload.class')]);

describe('squareAvatar', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('turns a %s into a square PNG', async (format) => {
    const square = await avatarOf(await picture(format));
    const meta = await sharp(square).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', AVATAR_SIZE_PX, AVATAR_SIZE_PX]);
  });

  it('keeps only the pixels of a polyglot: an appended ZIP and HTML do not survive the re-encoding', async () => {
    const polyglot = Buffer.concat([await picture('png'), Buffer.from(HTML_PAYLOAD), ZIP_PAYLOAD]);
    const square = await avatarOf(polyglot);
    expect(square.includes(Buffer.from('<script>'))).toBe(false);
    expect(square.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(square.includes(Buffer.from('payload.class'))).toBe(false);
    expect((await sharp(square).metadata()).format).toBe('png');
  });

  it("drops text hidden in the picture's own metadata", async () => {
    const commented = await sharp(await picture('png'))
      .withMetadata()
      .withExif({ IFD0: { ImageDescription: HTML_PAYLOAD } })
      .png()
      .toBuffer();
    expect(commented.includes(Buffer.from('<script>'))).toBe(true);
    expect((await avatarOf(commented)).includes(Buffer.from('<script>'))).toBe(false);
  });

  it.each([
    ['text', Buffer.from('just some words, not a picture')],
    ['HTML that starts like nothing we take', Buffer.from(HTML_PAYLOAD)],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]),
    ],
    ['a GIF header and nothing else', Buffer.from('GIF89a')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])('refuses %s', async (_what, bytes) => {
    await expect(avatarOf(bytes)).rejects.toMatchObject({ reason: 'type' });
  });

  it('refuses a JPEG cut off in the middle', async () => {
    const jpeg = await picture('jpeg');
    await expect(avatarOf(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(ImageError);
  });

  describe('a picture of too many pixels', () => {
    /** 64 megapixels of one colour: a PNG of a few hundred kilobytes that would take a quarter of a gigabyte decoded. */
    let huge: Buffer;
    beforeAll(async () => {
      huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: 'white' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    });

    it('is refused for its pixels', async () => {
      await expect(avatarOf(huge)).rejects.toMatchObject({ reason: 'pixels' });
    });

    it('is refused from its header, before any decoding: cut off halfway, it is still refused for its pixels', async () => {
      await expect(avatarOf(huge.subarray(0, huge.length / 2))).rejects.toMatchObject({ reason: 'pixels' });
    });
  });
});
