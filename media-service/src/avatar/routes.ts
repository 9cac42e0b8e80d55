import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { AVATAR_FILE_MESSAGES, AVATAR_MAX_BYTES, avatarKeyRequestSchema, mediaRoutes } from '@reeltalk/contracts';
import { readBody } from '../http/read-body.ts';
import { serveRoute } from '../http/serve-route.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { avatarKeySchema, avatarPrefix, userIdSchema } from '../user-data/keys.ts';
import { imageRefusal, type RedrawImage } from '../image/redraw.ts';
import { squareAvatar } from './image.ts';

const params = { userId: userIdSchema };
/** The key of one of this user's avatars, as the bff names it: only a key this route made for the user passes. */
const rules = {
  params,
  body: ({ userId }: { userId: string }) => avatarKeyRequestSchema.extend({ key: avatarKeySchema(userId) }),
};

/** Avatars of the user the bff names (it has checked who the caller is); `redraw` decodes the uploaded pictures. */
export function avatarRoutes(storage: ObjectStorage, redraw: RedrawImage): Router {
  const router = new Router();

  /** The image as sent (at most 5 MB), checked by content, re-encoded to a square PNG and stored under a new name. */
  serveRoute(
    router,
    mediaRoutes.storeAvatar,
    async ({ params: { userId }, ctx }) => {
      const image = await readBody(ctx, AVATAR_MAX_BYTES, AVATAR_FILE_MESSAGES.size);
      const square = await squareAvatar(redraw, image).catch((error: unknown) => {
        throw imageRefusal(error, AVATAR_FILE_MESSAGES.type);
      });
      const key = `${avatarPrefix(userId)}${randomUUID()}.png`;
      await storage.put(key, square, 'image/png');
      return { key, url: await storage.presignGet(key) };
    },
    { params },
  );

  serveRoute(router, mediaRoutes.avatarUrl, async ({ body }) => ({ url: await storage.presignGet(body.key) }), rules);

  /** An avatar the user no longer shows; one already gone is fine. */
  serveRoute(router, mediaRoutes.deleteAvatar, async ({ body }) => storage.delete(body.key), rules);

  return router;
}
