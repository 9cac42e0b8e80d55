import Router from '@koa/router';
import { downloadRequestSchema, presignedUrlSchema, presignedUrlsSchema, type DownloadUrl } from '@reeltalk/contracts';
import { callerOf, parseBody } from '../http.ts';
import { answerField } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { AudioService } from './service.ts';

export function audioRoutes(audio: AudioService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/audio' });

  router.post(
    '/presigned-url',
    answerField('presignedUrl')(async (ctx) => {
      const { s3Key } = parseBody(ctx, presignedUrlSchema);
      const urls = await audio.presignedUrls(callerOf(ctx), [s3Key]);
      return urls[s3Key];
    }),
  );

  router.post(
    '/presigned-urls',
    answerField('urls')(async (ctx) => {
      const { s3Keys } = parseBody(ctx, presignedUrlsSchema);
      return audio.presignedUrls(callerOf(ctx), s3Keys);
    }),
  );

  /** The browser downloads by following this address: the file streams to disk, never through its memory. */
  router.post('/download-url', async (ctx) => {
    const { s3Key } = parseBody(ctx, downloadRequestSchema);
    ctx.body = (await audio.downloadUrl(callerOf(ctx), s3Key)) satisfies DownloadUrl;
  });

  return router;
}
