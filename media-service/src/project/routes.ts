import Router from '@koa/router';
import { copyProjectRequestSchema, mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { projectIdSchema } from '../storage/keys.ts';
import type { ProjectService } from './service.ts';

const params = { projectId: projectIdSchema };

export function projectRoutes(projects: ProjectService): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.deleteProject,
    async ({ params: { projectId } }) => ({ deleted: await projects.remove(projectId) }),
    { params },
  );
  serveRoute(
    router,
    mediaRoutes.copyProject,
    async ({ params: { projectId }, body }) => ({ keys: await projects.copy(projectId, body.toProjectId) }),
    {
      params,
      body: ({ projectId }) =>
        copyProjectRequestSchema
          .extend({ toProjectId: projectIdSchema })
          .refine((body) => body.toProjectId !== projectId, 'A project cannot be copied onto itself.'),
    },
  );
  return router;
}
