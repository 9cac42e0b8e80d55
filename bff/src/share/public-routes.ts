import Router from '@koa/router';
import { newShareCommentSchema } from '@reeltalk/contracts';
import { jsonBodyParser } from '@reeltalk/server-kit';
import { parseBody } from '../http.ts';
import type { AppState } from '../state.ts';
import { answerData, answerField } from '../wire/answers.ts';
import { shareCredentialsOf, sharedAudioRequestOf } from '../wire/share-credentials.ts';
import type { ShareService } from './service.ts';

/** A listener's bodies are small: a key and two ids, or one comment. */
const listenerBody = jsonBodyParser('16kb');

/**
 * What a share link's holder may call without signing in: the shared project's summary and final mix, and the
 * comments of a feedback link. Each call proves itself with the link's project, owner and access key.
 */
export function sharedPageRoutes(shares: ShareService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get(
    '/projects/:id/share-view',
    answerField('project')((ctx) => shares.view(shareCredentialsOf(ctx))),
  );

  router.post(
    '/audio/presigned-url-share',
    listenerBody,
    answerField('presignedUrl')((ctx) => {
      const { credentials, s3Key, download } = sharedAudioRequestOf(ctx);
      return shares.audioUrl(credentials, s3Key, download);
    }),
  );

  router.get(
    '/projects/:id/share-view/comments',
    answerData((ctx) => shares.listenerComments(shareCredentialsOf(ctx))),
  );

  router.post(
    '/projects/:id/share-view/comments',
    listenerBody,
    answerData(async (ctx) => {
      const body = parseBody(ctx, newShareCommentSchema);
      ctx.status = 201;
      return shares.addComment(shareCredentialsOf(ctx), body, ctx.ip);
    }),
  );

  return router;
}
