import Router from '@koa/router';
import { musicGenerationSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { SoundtrackService } from './service.ts';

/** The soundtrack list and music generation; a generation's progress is also pushed on the project's events. */
export function soundtrackRoutes(soundtracks: SoundtrackService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/soundtracks', async (ctx) => {
    ctx.body = { success: true, data: await soundtracks.list(callerOf(ctx)) };
  });

  router.post('/music/generate', async (ctx) => {
    const body = parseBody(ctx, musicGenerationSchema);
    const generationId = await soundtracks.generate(callerOf(ctx), body);
    ctx.status = 202;
    ctx.body = { success: true, data: { generationId } };
  });

  router.get('/music/status/:generationId', async (ctx) => {
    const status = await soundtracks.status(callerOf(ctx), routeParam(ctx, 'generationId'));
    ctx.body = { success: true, data: status };
  });

  return router;
}
