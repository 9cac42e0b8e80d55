import Router from '@koa/router';
import { newShareCommentSchema, SHARE_HEADERS, sharedAudioRequestSchema } from '@reeltalk/contracts';
import { jsonBodyParser } from '@reeltalk/server-kit';
import { type AppContext, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { ShareCredentials, ShareService } from './service.ts';

/** A listener's bodies are small: a key and two ids, or one comment. */
const listenerBody = jsonBodyParser('16kb');

const credentialsOf = (ctx: AppContext, projectId: string, ownerId: string): ShareCredentials => ({
  projectId,
  ownerId,
  accessKey: ctx.get(SHARE_HEADERS.accessKey),
});

/**
 * What a share link's holder may call without signing in: the shared project's summary and final mix, and the
 * comments of a feedback link. Each call proves itself with the link's project, owner and access key.
 */
export function sharedPageRoutes(shares: ShareService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const fromHeaders = (ctx: AppContext & { params: Record<string, string> }) =>
    credentialsOf(ctx, routeParam(ctx, 'id'), ctx.get(SHARE_HEADERS.owner));

  router.get('/projects/:id/share-view', async (ctx) => {
    ctx.body = { success: true, project: await shares.view(fromHeaders(ctx)) };
  });

  router.post('/audio/presigned-url-share', listenerBody, async (ctx) => {
    const body = parseBody(ctx, sharedAudioRequestSchema);
    const credentials = credentialsOf(ctx, body.projectId, body.ownerUserId);
    const presignedUrl = await shares.audioUrl(credentials, body.s3Key, body.download);
    ctx.body = { success: true, presignedUrl };
  });

  router.get('/projects/:id/share-view/comments', async (ctx) => {
    ctx.body = { success: true, data: await shares.listenerComments(fromHeaders(ctx)) };
  });

  router.post('/projects/:id/share-view/comments', listenerBody, async (ctx) => {
    const body = parseBody(ctx, newShareCommentSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await shares.addComment(fromHeaders(ctx), body, ctx.ip) };
  });

  return router;
}
