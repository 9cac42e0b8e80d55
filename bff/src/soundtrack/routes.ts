import Router from '@koa/router';
import { musicGenerationSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { SoundtrackService } from './service.ts';

/** The soundtrack list and music generation; a generation's progress is also pushed on the project's events. */
export function soundtrackRoutes(soundtracks: SoundtrackService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get(
    '/soundtracks',
    answerData((ctx) => soundtracks.list(callerOf(ctx))),
  );

  router.post(
    '/music/generate',
    answerData(async (ctx) => {
      const body = parseBody(ctx, musicGenerationSchema);
      const generationId = await soundtracks.generate(callerOf(ctx), body);
      ctx.status = 202;
      return { generationId };
    }),
  );

  router.get(
    '/music/status/:generationId',
    answerData((ctx) => soundtracks.status(callerOf(ctx), routeParam(ctx, 'generationId'))),
  );

  return router;
}
