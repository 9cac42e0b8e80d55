import Router from '@koa/router';
import { COVER_FILE_MESSAGES, COVER_LIMITS, mediaRoutes } from '@reeltalk/contracts';
import { readRawBody } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import { projectIdSchema } from '../storage/keys.ts';
import type { CoverService } from './service.ts';

export function coverRoutes(covers: CoverService): Router {
  const router = new Router();
  /** The image as sent, at most 5 MB. */
  serveRoute(
    router,
    mediaRoutes.storeCover,
    async ({ params: { projectId }, ctx }) => ({
      key: await covers.store(projectId, await readRawBody(ctx, COVER_LIMITS.maxBytes, COVER_FILE_MESSAGES.size)),
    }),
    { params: { projectId: projectIdSchema } },
  );
  return router;
}
