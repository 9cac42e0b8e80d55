import { AVATAR_SIZE_PX } from '@reeltalk/contracts';
import type { ImageFormat, RedrawImage } from '../image/redraw.ts';

const AVATAR_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'gif'];

/**
 * The avatar as it is stored: a PNG square of AVATAR_SIZE_PX, the middle of the picture (first frame of a GIF), turned
 * upright and drawn anew by `redraw`, so nothing of the file but its pixels survives. Only PNG, JPEG and GIF are taken.
 */
export const squareAvatar = (redraw: RedrawImage, bytes: Buffer): Promise<Buffer> =>
  redraw(bytes, AVATAR_FORMATS, (image) => image.resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' }).png());
