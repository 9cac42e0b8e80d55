import Router from '@koa/router';
import { audiobookFormatStartSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import { answerData } from '../wire/answers.ts';
import { formatOf, type AudiobookFormatService } from './service.ts';

/** The finished audiobook's formats of a project: listed, made (a job, followed on the project's events) and read. */
export function audiobookFormatRoutes(formats: AudiobookFormatService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id/audiobook-formats' });

  router.get(
    '/',
    answerData((ctx) => formats.list(callerOf(ctx), routeParam(ctx, 'id'))),
  );
  router.get(
    '/:format',
    answerData((ctx) => formats.read(callerOf(ctx), routeParam(ctx, 'id'), formatOf(routeParam(ctx, 'format')))),
  );
  router.post(
    '/:format',
    answerData((ctx) => {
      const format = formatOf(routeParam(ctx, 'format'));
      return formats.start(callerOf(ctx), routeParam(ctx, 'id'), format, parseBody(ctx, audiobookFormatStartSchema));
    }),
  );

  return router;
}
