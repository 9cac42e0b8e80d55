import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import type { PronunciationService } from './service.ts';

export function pronunciationRoutes(pronunciations: PronunciationService): Router {
  const router = new Router();
  serveRoute(router, mediaRoutes.pronunciationPreview, async ({ body, ctx }) => {
    const wav = await pronunciations.preview(body);
    ctx.type = 'audio/wav';
    return wav;
  });
  return router;
}
