import Router from '@koa/router';
import { createProjectSchema, updateProjectSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { ProjectService } from './service.ts';

export function projectRoutes(projects: ProjectService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects' });

  router.post('/', async (ctx) => {
    const body = parseBody(ctx, createProjectSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await projects.create(callerOf(ctx), body) };
  });

  router.get('/', async (ctx) => {
    ctx.body = { success: true, data: await projects.list(callerOf(ctx)) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { success: true, data: await projects.get(callerOf(ctx), routeParam(ctx, 'id')) };
  });

  router.patch('/:id', async (ctx) => {
    const body = parseBody(ctx, updateProjectSchema);
    ctx.body = { success: true, data: await projects.update(callerOf(ctx), routeParam(ctx, 'id'), body) };
  });

  router.delete('/:id', async (ctx) => {
    await projects.remove(callerOf(ctx), routeParam(ctx, 'id'));
    ctx.body = { success: true };
  });

  return router;
}
