import Router from '@koa/router';
import { z } from 'zod';
import { NotFound } from '@reeltalk/server-kit';
import type { JobRepository } from './repository.ts';

const jobIdSchema = z.string().uuid();

/** Progress of a long job, for the bff to poll (and relay to the browser). */
export function jobRoutes(jobs: JobRepository): Router {
  const router = new Router();
  router.get('/jobs/:id', async (ctx) => {
    const id = jobIdSchema.safeParse(ctx.params.id);
    const job = id.success ? await jobs.find(id.data) : undefined;
    if (!job) throw new NotFound('No such job.');
    ctx.body = {
      jobId: job.id,
      kind: job.kind,
      projectId: job.project_id,
      state: job.state,
      stage: job.stage,
      percent: Math.round(job.percent * 10) / 10,
      result: job.result ?? null,
      error: job.error,
      updatedAt: job.updated_at.toISOString(),
    };
  });
  return router;
}
