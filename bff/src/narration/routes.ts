import Router from '@koa/router';
import { narrateAudioSchema } from '@reeltalk/contracts';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import { sendNarrationEvents } from './events.ts';
import type { NarrationService } from './service.ts';

export function narrationRoutes(narrations: NarrationService, logger: Logger): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/narrate-audio', async (ctx) => {
    const body = parseBody(ctx, narrateAudioSchema);
    const jobId = await narrations.start(callerOf(ctx), body);
    ctx.status = 202;
    ctx.body = { success: true, data: { jobId } };
  });

  router.get('/narrations/:jobId', async (ctx) => {
    ctx.body = { success: true, data: await narrations.status(callerOf(ctx), routeParam(ctx, 'jobId')) };
  });

  router.get('/narrations/:jobId/events', async (ctx) => {
    const poll = await narrations.watch(callerOf(ctx), routeParam(ctx, 'jobId'));
    // The first status is read before answering, so a failure still gets a JSON error rather than an empty stream.
    const first = await poll();
    const gone = new AbortController();
    ctx.res.once('close', () => gone.abort());
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    // The events are written straight to the response, each as it happens: a watcher leaving is no error for Koa.
    ctx.respond = false;
    ctx.res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
    });
    sendNarrationEvents(ctx.res, first, poll, gone.signal)
      .catch((error: unknown) => logger.warn({ err: error, requestId: ctx.state.requestId }, 'narration events ended'))
      .finally(() => ctx.res.end());
  });

  return router;
}

const projectPath = /^\/api\/projects\/([^/]+)\/?$/;

/**
 * GET /api/projects/{id} gains `narration` ({jobId, state, percent, stage}) while one is queued or running, so review
 * can resume watching it; a narration found finished is written onto the project before the project is read.
 */
export function projectNarrationMiddleware(narrations: NarrationService, logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const projectId = ctx.method === 'GET' ? projectPath.exec(ctx.path)?.[1] : undefined;
    if (!projectId) return next();
    // The project is worth showing even when the media-service cannot say how its narration is doing.
    const narration = await narrations.ofProject(callerOf(ctx), projectId).catch((error: unknown) => {
      logger.warn({ err: error, requestId: ctx.state.requestId }, 'narration status unavailable');
      return undefined;
    });
    await next();
    const answer = ctx.body as { data?: object } | undefined;
    if (narration && ctx.status === 200 && answer?.data) answer.data = { ...answer.data, narration };
  };
}
