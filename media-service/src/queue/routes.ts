import Router from '@koa/router';
import { mediaRoutes, type MediaJob } from '@reeltalk/contracts';
import { z } from 'zod';
import { NotFound } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import type { JobRepository } from './repository.ts';
import type { JobRow } from './table.ts';

const jobIdSchema = z.string().uuid();

/** How many parts a job has published: the length of its partial result's `parts`, as its announcements count. */
const partsOf = (partial: unknown): number => {
  const parts = (partial as { parts?: unknown } | null)?.parts;
  return Array.isArray(parts) ? parts.length : 0;
};

const mediaJobOf = (job: JobRow): Omit<MediaJob, 'partial'> => ({
  jobId: job.id,
  kind: job.kind,
  projectId: job.project_id,
  version: job.version,
  state: job.state,
  stage: job.stage,
  percent: Math.round(job.percent * 10) / 10,
  result: job.result ?? null,
  error: job.error,
  parts: partsOf(job.partial),
});

/** Jobs as they are now: the job record is where the bff reads every job's state. */
export function jobRoutes(jobs: JobRepository): Router {
  const router = new Router();
  serveRoute(router, mediaRoutes.job, async ({ params }) => {
    const id = jobIdSchema.safeParse(params.jobId);
    const job = id.success ? await jobs.find(id.data) : undefined;
    if (!job) throw new NotFound('No such job.');
    return { ...mediaJobOf(job), partial: job.partial ?? null };
  });
  serveRoute(router, mediaRoutes.queryJobs, async ({ body }) => ({ jobs: (await jobs.query(body)).map(mediaJobOf) }));
  return router;
}
