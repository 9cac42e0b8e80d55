import Router from '@koa/router';
import { regenerateUnitSchema, saveScriptSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { ScriptEditService } from './service.ts';

/** The review's script editing: the current version, the versions, and the changes that add one and narrate it. */
export function scriptRoutes(scripts: ScriptEditService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id' });

  router.get('/script', async (ctx) => {
    // Read again after every change: never from a cache.
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await scripts.script(callerOf(ctx), routeParam(ctx, 'id'));
  });

  router.get('/script-versions', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await scripts.list(callerOf(ctx), routeParam(ctx, 'id'));
  });

  router.put('/script', async (ctx) => {
    const body = parseBody(ctx, saveScriptSchema);
    const { answer, started } = await scripts.save(callerOf(ctx), routeParam(ctx, 'id'), body);
    ctx.status = started ? 202 : 200;
    ctx.body = answer;
  });

  router.post('/script/regenerate', async (ctx) => {
    const body = parseBody(ctx, regenerateUnitSchema);
    ctx.status = 202;
    ctx.body = await scripts.regenerate(callerOf(ctx), routeParam(ctx, 'id'), body);
  });

  router.post('/script-versions/:versionId/restore', async (ctx) => {
    ctx.status = 202;
    ctx.body = await scripts.restore(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'versionId'));
  });

  return router;
}
