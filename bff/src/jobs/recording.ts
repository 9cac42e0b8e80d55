import type { MediaJob } from '@reeltalk/contracts';
import type { z } from 'zod';
import type { MediaClient } from '../media/client.ts';
import type { JobEventHub } from './hub.ts';
import { latestJob } from './lost-job.ts';
import type { JobRecorder } from './notifications.ts';

/** A finished job's result: as announced, else as the media-service tells it now. */
export async function finishedJobResult<T>(
  deps: { media: MediaClient },
  job: MediaJob,
  schema: z.ZodType<T>,
  what: string,
): Promise<T> {
  const result = schema.safeParse(job.result ?? (await deps.media.job(job.jobId)).result);
  if (!result.success) throw new Error(`Unreadable ${what} result of job ${job.jobId}: ${result.error.message}`);
  return result.data;
}

/** The rows of one kind's jobs a recorder reads and moves along. */
interface RecordedJobs {
  inFlight(): Promise<Array<{ jobId: string; projectId: string }>>;
  latest(projectId: string): Promise<{ job_id: string } | undefined>;
  settle(jobId: string, state: 'active' | 'failed'): Promise<unknown>;
}

/**
 * The recorder of one kind's jobs kept in `jobs`: `recordDone` records what a finished one made; a started one is
 * marked active on the first of its frequent progress announcements, a failed or cancelled one failed. A project's
 * latest job reads as last heard of, else as the media-service tells it (as `lost` when it no longer knows it).
 */
export function jobRecorder(
  deps: { hub: JobEventHub; media: MediaClient },
  recorded: {
    kind: string;
    jobs: RecordedJobs;
    lost: (jobId: string, projectId: string) => MediaJob;
    recordDone: (job: MediaJob) => Promise<void>;
  },
): JobRecorder {
  const { kind, jobs, lost, recordDone } = recorded;
  return {
    kind,
    async record(job) {
      if (job.state === 'done') {
        await recordDone(job);
      } else if (job.state === 'running') {
        if (deps.hub.latest(job.jobId)?.event.state !== 'running') await jobs.settle(job.jobId, 'active');
      } else if (job.state === 'failed' || job.state === 'cancelled') {
        await jobs.settle(job.jobId, 'failed');
      }
    },
    inFlight: () => jobs.inFlight(),
    lost,
    async current(projectId) {
      const row = await jobs.latest(projectId);
      return row && latestJob(deps, { jobId: row.job_id, projectId }, lost);
    },
  };
}
