import Router from '@koa/router';
import { newMemberCommentSchema, shareRequestSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { ShareService } from './service.ts';

/**
 * The owner's side of sharing: make a link (e-mailed to its recipients), list and revoke links; and the project's
 * timed comments, which everyone who may play it reads and leaves.
 */
export function shareRoutes(shares: ShareService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id' });

  router.post(
    '/share',
    answerData(async (ctx) => {
      const body = parseBody(ctx, shareRequestSchema);
      ctx.status = 201;
      return shares.create(callerOf(ctx), routeParam(ctx, 'id'), body);
    }),
  );

  router.get(
    '/share',
    answerData((ctx) => shares.list(callerOf(ctx), routeParam(ctx, 'id'))),
  );

  router.delete(
    '/share/:shareId',
    answerData((ctx) => shares.revoke(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'shareId'))),
  );

  router.get(
    '/comments',
    answerData((ctx) => shares.comments(callerOf(ctx), routeParam(ctx, 'id'))),
  );

  router.post(
    '/comments',
    answerData(async (ctx) => {
      const body = parseBody(ctx, newMemberCommentSchema);
      ctx.status = 201;
      return shares.addMemberComment(callerOf(ctx), routeParam(ctx, 'id'), body);
    }),
  );

  return router;
}
