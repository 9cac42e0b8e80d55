import Router from '@koa/router';
import { presignedUrlSchema, presignedUrlsSchema } from '@reeltalk/contracts';
import { callerOf, parseBody } from '../http.ts';
import type { AppState } from '../state.ts';
import type { AudioService } from './service.ts';

export function audioRoutes(audio: AudioService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/audio' });

  router.post('/presigned-url', async (ctx) => {
    const { s3Key } = parseBody(ctx, presignedUrlSchema);
    const urls = await audio.presignedUrls(callerOf(ctx), [s3Key]);
    ctx.body = { success: true, presignedUrl: urls[s3Key] };
  });

  router.post('/presigned-urls', async (ctx) => {
    const { s3Keys } = parseBody(ctx, presignedUrlsSchema);
    ctx.body = { success: true, urls: await audio.presignedUrls(callerOf(ctx), s3Keys) };
  });

  return router;
}
