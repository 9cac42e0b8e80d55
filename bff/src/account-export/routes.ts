import Router from '@koa/router';
import { callerOf, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { AccountExportService } from './service.ts';

/** The caller's data exports: started, then polled by the browser until the ZIP can be downloaded. */
export function accountExportRoutes(exports: AccountExportService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/users/me' });

  router.post(
    '/export',
    answerData(async (ctx) => {
      ctx.status = 202;
      return { exportId: await exports.start(callerOf(ctx)) };
    }),
  );

  router.get(
    '/export/:exportId',
    answerData((ctx) => exports.status(callerOf(ctx), routeParam(ctx, 'exportId'))),
  );

  return router;
}
