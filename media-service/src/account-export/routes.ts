import Router from '@koa/router';
import { JOB_KINDS, isUuid, type AccountExportJob, type startedJobSchema } from '@reeltalk/contracts';
import type { z } from 'zod';
import { NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import type { JobRepository } from '../queue/repository.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { userIdSchema } from '../user-data/keys.ts';
import type { AccountExportResult } from './account-export-job.ts';

/** The name the ZIP downloads under: the product's and the day it was made. */
const downloadName = (madeAt: Date): string => `reeltalk-data-${madeAt.toISOString().slice(0, 10)}.zip`;

/** Data exports of the user the bff names: started as an 'account-export' job (one in flight per user), then followed. */
export function accountExportRoutes(deps: { storage: ObjectStorage; jobs: JobRepository; runner: JobRunner }): Router {
  const { storage, jobs, runner } = deps;
  const router = new Router({ prefix: '/users/:userId' });

  router.post('/exports', async (ctx) => {
    const userId = userIdSchema.parse(ctx.params.userId);
    const { jobId } = await runner.enqueue(JOB_KINDS.accountExport, userId, ctx.request.body, { ownerId: userId });
    ctx.status = 202;
    ctx.body = { jobId } satisfies z.infer<typeof startedJobSchema>;
  });

  /** Another user's export answers exactly as one that does not exist. */
  router.get('/exports/:jobId', async (ctx) => {
    const userId = userIdSchema.parse(ctx.params.userId);
    const jobId = ctx.params.jobId ?? '';
    const job = isUuid(jobId) ? await jobs.find(jobId) : undefined;
    if (!job || job.kind !== JOB_KINDS.accountExport || job.project_id !== userId)
      throw new NotFound('No such export.');
    const result = job.state === 'done' ? (job.result as AccountExportResult) : undefined;
    ctx.body = {
      jobId: job.id,
      state: job.state,
      stage: job.stage,
      percent: Math.round(job.percent * 10) / 10,
      error: job.error,
      url: result ? await storage.presignGet(result.key, { downloadName: downloadName(job.updated_at) }) : null,
    } satisfies AccountExportJob;
  });

  return router;
}
