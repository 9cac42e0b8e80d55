import Router from '@koa/router';
import { callerOf, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { LimitService } from '../limits/service.ts';
import type { AppState } from '../state.ts';
import type { CoverService } from './service.ts';

export function coverRoutes(covers: CoverService, limits: LimitService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /** multipart/form-data with the image in field 'image'; answers the project with its new cover art. */
  router.post(
    '/projects/:id/cover',
    answerData(async (ctx) => {
      await limits.upload(callerOf(ctx));
      return covers.upload(callerOf(ctx), routeParam(ctx, 'id'), ctx.req);
    }),
  );

  return router;
}
