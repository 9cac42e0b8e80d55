import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { COVER_FILE_MESSAGES, COVER_LIMITS, mediaRoutes } from '@reeltalk/contracts';
import { readBody } from '../http/read-body.ts';
import { serveRoute } from '../http/serve-route.ts';
import { imageRefusal, type RedrawImage } from '../image/redraw.ts';
import { projectIdSchema, projectPrefix } from '../storage/keys.ts';
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

/** Cover art of the project the bff names (it has checked the caller may edit it); `redraw` decodes the uploads. */
export function coverRoutes(storage: ObjectStorage, redraw: RedrawImage): Router {
  const router = new Router();

  /** The image as sent (at most 5 MB), checked by content, re-encoded and stored under a new name. */
  serveRoute(
    router,
    mediaRoutes.storeCover,
    async ({ params: { projectId }, ctx }) => {
      const image = await readBody(ctx, COVER_LIMITS.maxBytes, COVER_FILE_MESSAGES.size);
      const jpeg = await coverJpeg(redraw, image).catch((error: unknown) => {
        throw imageRefusal(error, COVER_FILE_MESSAGES.type);
      });
      const key = `${projectPrefix(projectId)}cover/${randomUUID()}.jpg`;
      await storage.put(key, jpeg, 'image/jpeg');
      return { key };
    },
    { params: { projectId: projectIdSchema } },
  );

  return router;
}
