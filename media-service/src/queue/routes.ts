import Router from '@koa/router';
import { jobQuerySchema, type jobQueryAnswerSchema, type MediaJob } from '@reeltalk/contracts';
import { z } from 'zod';
import { NotFound } from '@reeltalk/server-kit';
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
  router.get('/jobs/:id', async (ctx) => {
    const id = jobIdSchema.safeParse(ctx.params.id);
    const job = id.success ? await jobs.find(id.data) : undefined;
    if (!job) throw new NotFound('No such job.');
    const answer: MediaJob = { ...mediaJobOf(job), partial: job.partial ?? null };
    ctx.body = { ...answer, updatedAt: job.updated_at.toISOString() };
  });
  router.post('/jobs/query', async (ctx) => {
    const found = await jobs.query(jobQuerySchema.parse(ctx.request.body));
    ctx.body = { jobs: found.map(mediaJobOf) } satisfies z.infer<typeof jobQueryAnswerSchema>;
  });
  return router;
}
