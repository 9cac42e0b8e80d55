import Router from '@koa/router';
import { copyProjectRequestSchema, mediaRoutes } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import type { JobRepository } from '../queue/repository.ts';
import { stopJobsOf } from '../queue/stop-jobs.ts';
import { projectIdSchema, projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { copyProjectObjects } from './copy.ts';

const params = { projectId: projectIdSchema };

/**
 * Deleting a project's media: its jobs are cancelled, then, once no worker is at work on one of them any more (it
 * stopped at its next safe point, or its lease went stale), everything stored under the project goes, so nothing is
 * written there afterwards.
 */
export function projectRoutes(deps: { storage: ObjectStorage; jobs: JobRepository; staleSeconds: number }): Router {
  const { storage, jobs, staleSeconds } = deps;
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.deleteProject,
    async ({ params: { projectId } }) => {
      await stopJobsOf(jobs, projectId, staleSeconds);
      return { deleted: await storage.deletePrefix(projectPrefix(projectId)) };
    },
    { params },
  );

  // Duplicating a project: the copy gets its own objects, not shared ones.
  serveRoute(
    router,
    mediaRoutes.copyProject,
    async ({ params: { projectId }, body }) => ({
      keys: await copyProjectObjects(storage, projectId, body.toProjectId),
    }),
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
