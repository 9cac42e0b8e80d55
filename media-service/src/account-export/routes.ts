import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { userIdSchema } from '../user-data/keys.ts';
import type { AccountExportService } from './service.ts';

const params = { userId: userIdSchema };

export function accountExportRoutes(exports: AccountExportService): Router {
  const router = new Router();
  serveRoute(router, mediaRoutes.startAccountExport, ({ params: { userId }, body }) => exports.start(userId, body), {
    params,
  });
  serveRoute(router, mediaRoutes.accountExport, ({ params: { userId, jobId } }) => exports.status(userId, jobId), {
    params,
  });
  return router;
}
