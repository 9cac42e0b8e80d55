import Router from '@koa/router';
import { mediaRoutes, narrationRequestSchema } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { objectKeySchema, projectIdSchema } from '../storage/keys.ts';
import type { NarrationService } from './service.ts';

/** The contract's request, whose script key must be a key this service built. */
const narrationSchema = narrationRequestSchema.extend({ sourceKey: objectKeySchema });

export function narrationRoutes(narrations: NarrationService): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.startNarration,
    ({ params: { projectId }, body }) => narrations.start(projectId, body),
    { params: { projectId: projectIdSchema }, body: () => narrationSchema },
  );
  return router;
}
