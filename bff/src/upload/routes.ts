import Router from '@koa/router';
import { SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import { callerOf, routeParam } from '../http.ts';
import { answerFields, answerUpload } from '../wire/answers.ts';
import type { ProjectService } from '../project/service.ts';
import type { LimitService } from '../limits/service.ts';
import type { AppState } from '../state.ts';
import { receiveUpload } from './receive.ts';
import type { ScriptService } from './service.ts';

export function uploadRoutes(scripts: ScriptService, projects: ProjectService, limits: LimitService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /**
   * multipart/form-data: projectId (first), then file. The form is parsed here, once; the project is read once, on
   * its projectId; the file's bytes then stream on to storage as they arrive.
   */
  router.post(
    '/upload',
    answerUpload(async (ctx) => {
      const caller = callerOf(ctx);
      await limits.upload(caller);
      return receiveUpload(ctx.req, SCRIPT_MAX_BYTES, {
        target: (projectId) => projects.owned(caller, projectId),
        file: (target, file) => scripts.upload(caller, target, file),
      });
    }),
  );

  router.post(
    '/projects/:id/extract-text',
    answerFields(async (ctx) => {
      const { text, wordCount } = await scripts.extractText(callerOf(ctx), routeParam(ctx, 'id'));
      return { text, wordCount };
    }),
  );

  return router;
}
