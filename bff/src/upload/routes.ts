import Router from '@koa/router';
import { SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import { callerOf, routeParam } from '../http.ts';
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
  router.post('/upload', async (ctx) => {
    const caller = callerOf(ctx);
    await limits.upload(caller);
    const { s3Url, project } = await receiveUpload(ctx.req, SCRIPT_MAX_BYTES, {
      target: (projectId) => projects.owned(caller, projectId),
      file: (target, file) => scripts.upload(caller, target, file),
    });
    ctx.body = { success: true, s3Url, data: project };
  });

  router.post('/projects/:id/extract-text', async (ctx) => {
    const { text, wordCount } = await scripts.extractText(callerOf(ctx), routeParam(ctx, 'id'));
    ctx.body = { success: true, text, wordCount };
  });

  return router;
}
