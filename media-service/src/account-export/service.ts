import { isUuid, JOB_KINDS, type AccountExportJob, type accountExportRequestSchema } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { JobRunner } from '../queue/job-runner.ts';
import type { JobRepository } from '../queue/repository.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { AccountExportResult } from './account-export-job.ts';

/** The name the ZIP downloads under: the product's and the day it was made. */
const downloadName = (madeAt: Date): string => `reeltalk-data-${madeAt.toISOString().slice(0, 10)}.zip`;

export type AccountExportService = ReturnType<typeof createAccountExportService>;

/** Data exports of the user the bff names: started as an 'account-export' job (one in flight per user), then followed. */
export function createAccountExportService(deps: { storage: ObjectStorage; jobs: JobRepository; runner: JobRunner }) {
  const { storage, jobs, runner } = deps;
  return {
    async start(userId: string, request: z.output<typeof accountExportRequestSchema>): Promise<{ jobId: string }> {
      const { jobId } = await runner.enqueue(JOB_KINDS.accountExport, userId, request, { ownerId: userId });
      return { jobId };
    },

    /** Another user's export answers exactly as one that does not exist. */
    async status(userId: string, jobId: string): Promise<AccountExportJob> {
      const job = isUuid(jobId) ? await jobs.find(jobId) : undefined;
      if (!job || job.kind !== JOB_KINDS.accountExport || job.project_id !== userId)
        throw new NotFound('No such export.');
      const result = job.state === 'done' ? (job.result as AccountExportResult) : undefined;
      return {
        jobId: job.id,
        state: job.state,
        stage: job.stage,
        percent: Math.round(job.percent * 10) / 10,
        error: job.error,
        url: result ? await storage.presignGet(result.key, { downloadName: downloadName(job.updated_at) }) : null,
      };
    },
  };
}
