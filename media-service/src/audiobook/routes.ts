import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { projectIdSchema } from '../storage/keys.ts';
import type { AudiobookService } from './service.ts';

export function audiobookRoutes(audiobooks: AudiobookService): Router {
  const router = new Router();
  const params = { projectId: projectIdSchema };
  serveRoute(
    router,
    mediaRoutes.startAudiobookFormat,
    async ({ params: { projectId, format }, body, ctx }) => {
      const started = await audiobooks.start(projectId, format, body);
      // A stored file is answered at once; a job is accepted (202, the contract's).
      if ('reused' in started) ctx.status = 200;
      return started;
    },
    { params },
  );
  serveRoute(
    router,
    mediaRoutes.storedAudiobookFormat,
    async ({ params: { projectId, format }, body }) => ({ file: await audiobooks.stored(projectId, format, body) }),
    { params },
  );
  return router;
}
