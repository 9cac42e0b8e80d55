import Router from '@koa/router';
import { AVATAR_FILE_MESSAGES, AVATAR_MAX_BYTES, avatarKeyRequestSchema, mediaRoutes } from '@reeltalk/contracts';
import { readRawBody } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import { avatarKeySchema, userIdSchema } from '../user-data/keys.ts';
import type { AvatarService } from './service.ts';

const params = { userId: userIdSchema };
/** The key of one of this user's avatars, as the bff names it: only a key the avatar route made for the user passes. */
const rules = {
  params,
  body: ({ userId }: { userId: string }) => avatarKeyRequestSchema.extend({ key: avatarKeySchema(userId) }),
};

export function avatarRoutes(avatars: AvatarService): Router {
  const router = new Router();
  /** The image as sent, at most 5 MB. */
  serveRoute(
    router,
    mediaRoutes.storeAvatar,
    async ({ params: { userId }, ctx }) =>
      avatars.store(userId, await readRawBody(ctx, AVATAR_MAX_BYTES, AVATAR_FILE_MESSAGES.size)),
    { params },
  );
  serveRoute(router, mediaRoutes.avatarUrl, async ({ body }) => ({ url: await avatars.url(body.key) }), rules);
  serveRoute(router, mediaRoutes.deleteAvatar, ({ body }) => avatars.delete(body.key), rules);
  return router;
}
