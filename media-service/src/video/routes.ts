import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { projectIdSchema } from '../storage/keys.ts';
import type { WaveformVideoService } from './service.ts';

export function videoRoutes(videos: WaveformVideoService): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.startWaveformVideo,
    async ({ params: { projectId }, body, ctx }) => {
      const started = await videos.start(projectId, body);
      // A stored video is answered at once; a job is accepted (202, the contract's).
      if ('reused' in started) ctx.status = 200;
      return started;
    },
    { params: { projectId: projectIdSchema } },
  );
  return router;
}
