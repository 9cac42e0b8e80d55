import { AVATAR_SIZE_PX, type AvatarImageType } from '@reeltalk/contracts';
import sharp from 'sharp';

/** The first bytes of each kind of image an avatar may be. */
const SIGNATURES: ReadonlyArray<{ type: AvatarImageType; format: string; bytes: number[] }> = [
  { type: 'image/png', format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', format: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** A picture of more pixels than this (8000 × 8000) is refused before it is decoded, bounding memory. */
const MAX_INPUT_PIXELS = 64_000_000;

export class AvatarImageError extends Error {
  constructor(
    readonly reason: 'type' | 'pixels',
    message: string,
  ) {
    super(message);
  }
}

/** The avatar kind its first bytes say, or undefined for anything else. */
export function sniffAvatarType(bytes: Uint8Array): (typeof SIGNATURES)[number] | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
}

/**
 * The avatar as it is stored: a PNG square of AVATAR_SIZE_PX, the middle of the picture (first frame of a GIF), turned
 * upright. It is decoded and drawn anew, so nothing of the file but its pixels survives: a payload appended or hidden
 * in its chunks or comments (a ZIP, HTML, a script: a polyglot) and its metadata are gone. A file whose first bytes
 * are not PNG, JPEG or GIF, or that does not decode fully as that kind, is refused.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  const kind = sniffAvatarType(bytes);
  if (!kind) throw new AvatarImageError('type', 'not a PNG, JPEG or GIF');
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  try {
    const { format } = await image.metadata();
    if (format !== kind.format)
      throw new AvatarImageError('type', `its bytes start as ${kind.format}, decode as ${format}`);
    return await image.rotate().resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' }).png().toBuffer();
  } catch (error) {
    if (error instanceof AvatarImageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new AvatarImageError('pixels', message);
    throw new AvatarImageError('type', message);
  }
}
