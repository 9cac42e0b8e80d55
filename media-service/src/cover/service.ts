import { randomUUID } from 'node:crypto';
import { COVER_FILE_MESSAGES } from '@reeltalk/contracts';
import { imageRefusal, type RedrawImage } from '../image/redraw.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** Stored covers are at most this many pixels a side: more than any player or the video shows. */
const COVER_MAX_PX = 1024;
const COVER_JPEG_QUALITY = 88;

/**
 * A project's cover art as stored: a JPEG of at most COVER_MAX_PX a side, drawn anew from the pixels of a PNG, JPEG
 * or WebP, so nothing else of the file survives.
 */
const coverJpeg = (redraw: RedrawImage, image: Buffer): Promise<Buffer> =>
  redraw(image, ['png', 'jpeg', 'webp'], (picture) =>
    picture
      .resize(COVER_MAX_PX, COVER_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: COVER_JPEG_QUALITY }),
  );

export type CoverService = ReturnType<typeof createCoverService>;

/** Cover art of the project the bff names (it has checked the caller may edit it); `redraw` decodes the uploads. */
export function createCoverService(storage: ObjectStorage, redraw: RedrawImage) {
  return {
    /** The image as sent, checked by content, re-encoded and stored under a new name; answers its key. */
    async store(projectId: string, image: Buffer): Promise<string> {
      const jpeg = await coverJpeg(redraw, image).catch((error: unknown) => {
        throw imageRefusal(error, COVER_FILE_MESSAGES.type);
      });
      const key = `${projectPrefix(projectId)}cover/${randomUUID()}.jpg`;
      await storage.put(key, jpeg, 'image/jpeg');
      return key;
    },
  };
}
