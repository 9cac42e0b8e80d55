import Router from '@koa/router';
import { isUuid, mediaRoutes } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import type { JobRunner } from '../queue/job-runner.ts';
import type { JobRepository } from '../queue/repository.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { userIdSchema } from '../user-data/keys.ts';
import { ACCOUNT_EXPORT_KIND, type AccountExportResult } from './account-export-job.ts';

/** The name the ZIP downloads under: the product's and the day it was made. */
const downloadName = (madeAt: Date): string => `reeltalk-data-${madeAt.toISOString().slice(0, 10)}.zip`;

const params = { userId: userIdSchema };

/** Data exports of the user the bff names: started as an 'account-export' job (one in flight per user), then followed. */
export function accountExportRoutes(deps: { storage: ObjectStorage; jobs: JobRepository; runner: JobRunner }): Router {
  const { storage, jobs, runner } = deps;
  const router = new Router();

  serveRoute(
    router,
    mediaRoutes.startAccountExport,
    async ({ params: { userId }, body }) =>
      runner.enqueue(ACCOUNT_EXPORT_KIND, userId, body, { ownerId: userId }).then(({ jobId }) => ({ jobId })),
    { params },
  );

  /** Another user's export answers exactly as one that does not exist. */
  serveRoute(
    router,
    mediaRoutes.accountExport,
    async ({ params: { userId, jobId } }) => {
      const job = isUuid(jobId) ? await jobs.find(jobId) : undefined;
      if (!job || job.kind !== ACCOUNT_EXPORT_KIND || job.project_id !== userId) throw new NotFound('No such export.');
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
    { params },
  );

  return router;
}
