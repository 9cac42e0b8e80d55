import Router from '@koa/router';
import { copyProjectRequestSchema, type copiedProjectSchema, type deletedProjectSchema } from '@reeltalk/contracts';
import type { z } from 'zod';
import type { JobRepository } from '../queue/repository.ts';
import { stopJobsOf } from '../queue/stop-jobs.ts';
import { projectIdSchema, projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { copyProjectObjects } from './copy.ts';

/**
 * Deleting a project's media: its jobs are cancelled, then, once no worker is at work on one of them any more (it
 * stopped at its next safe point, or its lease went stale), everything stored under the project goes, so nothing is
 * written there afterwards.
 */
export function projectRoutes(deps: { storage: ObjectStorage; jobs: JobRepository; staleSeconds: number }): Router {
  const { storage, jobs, staleSeconds } = deps;
  const router = new Router();
  router.delete('/projects/:projectId', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    await stopJobsOf(jobs, projectId, staleSeconds);
    ctx.body = {
      deleted: await storage.deletePrefix(projectPrefix(projectId)),
    } satisfies z.infer<typeof deletedProjectSchema>;
  });

  // Duplicating a project: the copy gets its own objects, not shared ones.
  router.post('/projects/:projectId/copy', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const { toProjectId } = copyProjectRequestSchema
      .extend({ toProjectId: projectIdSchema })
      .refine((body) => body.toProjectId !== projectId, 'A project cannot be copied onto itself.')
      .parse(ctx.request.body);
    ctx.body = {
      keys: await copyProjectObjects(storage, projectId, toProjectId),
    } satisfies z.infer<typeof copiedProjectSchema>;
  });
  return router;
}
