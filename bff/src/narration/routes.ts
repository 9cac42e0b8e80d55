import Router from '@koa/router';
import { narrateAudioSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { NarrationService } from './service.ts';

/** Starting a narration and asking how one is doing; its progress is pushed on GET /api/projects/:id/events. */
export function narrationRoutes(narrations: NarrationService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post(
    '/narrate-audio',
    answerData(async (ctx) => {
      const body = parseBody(ctx, narrateAudioSchema);
      const jobId = await narrations.start(callerOf(ctx), body);
      ctx.status = 202;
      return { jobId };
    }),
  );

  router.get(
    '/narrations/:jobId',
    answerData((ctx) => narrations.status(callerOf(ctx), routeParam(ctx, 'jobId'))),
  );

  return router;
}
