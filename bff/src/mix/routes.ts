import Router from '@koa/router';
import { mixAudioRequestSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { MixService } from './service.ts';

export function mixRoutes(mixes: MixService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects' });

  router.post('/:id/mix-audio', async (ctx) => {
    parseBody(ctx, mixAudioRequestSchema);
    // A caller who goes away stops waiting; the mix itself goes on, and the next request finds it stored.
    const gone = new AbortController();
    ctx.res.once('close', () => gone.abort(new Error('the client closed the request')));
    ctx.body = await mixes.mixAudio(callerOf(ctx), routeParam(ctx, 'id'), gone.signal);
  });

  return router;
}
