import Router from '@koa/router';
import { callerOf, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { WaveformVideoService } from './service.ts';

/** The waveform video of a project's mix; its progress is pushed on the project's events meanwhile. */
export function waveformVideoRoutes(videos: WaveformVideoService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Answers once the video is made (or at once when it was made before); the body is empty. */
  router.post('/projects/:id/generate-waveform-video', async (ctx) => {
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableEnded) gone.abort();
    });
    ctx.body = await videos.generate(callerOf(ctx), routeParam(ctx, 'id'), gone.signal);
  });

  return router;
}
