import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  AVATAR_FILE_MESSAGES,
  AVATAR_MAX_BYTES,
  avatarKeyRequestSchema,
  type avatarUrlSchema,
  type StoredAvatar,
} from '@reeltalk/contracts';
import type { z } from 'zod';
import { readBody } from '../http/read-body.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { avatarKeySchema, avatarPrefix, userIdSchema } from '../user-data/keys.ts';
import { imageRefusal, type RedrawImage } from '../image/redraw.ts';
import { squareAvatar } from './image.ts';

/** The key of one of this user's avatars, as the bff names it: only a key this route made for the user passes. */
const avatarKeyOf = (userId: string, body: unknown): string =>
  avatarKeyRequestSchema.extend({ key: avatarKeySchema(userId) }).parse(body).key;

/** Avatars of the user the bff names (it has checked who the caller is); `redraw` decodes the uploaded pictures. */
export function avatarRoutes(storage: ObjectStorage, redraw: RedrawImage): Router {
  const router = new Router({ prefix: '/users/:userId' });

  /** The image as sent (at most 5 MB), checked by content, re-encoded to a square PNG and stored under a new name. */
  router.put('/avatar', async (ctx) => {
    const userId = userIdSchema.parse(ctx.params.userId);
    const image = await readBody(ctx, AVATAR_MAX_BYTES, AVATAR_FILE_MESSAGES.size);
    const square = await squareAvatar(redraw, image).catch((error: unknown) => {
      throw imageRefusal(error, AVATAR_FILE_MESSAGES.type);
    });
    const key = `${avatarPrefix(userId)}${randomUUID()}.png`;
    await storage.put(key, square, 'image/png');
    ctx.status = 201;
    ctx.body = { key, url: await storage.presignGet(key) } satisfies StoredAvatar;
  });

  router.post('/avatar/url', async (ctx) => {
    const key = avatarKeyOf(userIdSchema.parse(ctx.params.userId), ctx.request.body);
    ctx.body = { url: await storage.presignGet(key) } satisfies z.infer<typeof avatarUrlSchema>;
  });

  /** An avatar the user no longer shows; one already gone is fine. */
  router.post('/avatar/delete', async (ctx) => {
    await storage.delete(avatarKeyOf(userIdSchema.parse(ctx.params.userId), ctx.request.body));
    ctx.status = 204;
  });

  return router;
}
