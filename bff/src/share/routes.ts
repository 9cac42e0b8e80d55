import Router from '@koa/router';
import { newMemberCommentSchema, shareRequestSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { ShareService } from './service.ts';

/**
 * The owner's side of sharing: make a link (e-mailed to its recipients), list and revoke links; and the project's
 * timed comments, which everyone who may play it reads and leaves.
 */
export function shareRoutes(shares: ShareService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id' });

  router.post('/share', async (ctx) => {
    const body = parseBody(ctx, shareRequestSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await shares.create(callerOf(ctx), routeParam(ctx, 'id'), body) };
  });

  router.get('/share', async (ctx) => {
    ctx.body = { success: true, data: await shares.list(callerOf(ctx), routeParam(ctx, 'id')) };
  });

  router.delete('/share/:shareId', async (ctx) => {
    const link = await shares.revoke(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'shareId'));
    ctx.body = { success: true, data: link };
  });

  router.get('/comments', async (ctx) => {
    ctx.body = { success: true, data: await shares.comments(callerOf(ctx), routeParam(ctx, 'id')) };
  });

  router.post('/comments', async (ctx) => {
    const body = parseBody(ctx, newMemberCommentSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await shares.addMemberComment(callerOf(ctx), routeParam(ctx, 'id'), body) };
  });

  return router;
}
