import type { MediaJob } from '@reeltalk/contracts';
import type { z } from 'zod';
import type { MediaClient } from '../media/client.ts';
import type { JobRecorder } from './notifications.ts';

/** A finished job's result: as announced, else as the media-service tells it now. */
export async function finishedJobResult<T>(
  deps: { media: MediaClient },
  job: MediaJob,
  schema: z.ZodType<T>,
  what: string,
): Promise<T> {
  const result = schema.safeParse(job.result ?? (await deps.media.call('job', { jobId: job.jobId })).result);
  if (!result.success) throw new Error(`Unreadable ${what} result of job ${job.jobId}: ${result.error.message}`);
  return result.data;
}

/** The rows of one kind's jobs a recorder reads and marks. */
interface RecordedJobs {
  /** Jobs whose end is not recorded yet. */
  unrecorded(): Promise<Array<{ jobId: string; projectId: string }>>;
  /** Records that the job ended without a result to keep (failed or cancelled); one already recorded stays. */
  recordNoResult(jobId: string): Promise<unknown>;
}

/**
 * The recorder of one kind's jobs kept in `jobs`: `recordDone` records what a finished one made; a failed or
 * cancelled one is recorded as ending without a result. Its state on the way is the job record's alone.
 */
export function jobRecorder(recorded: {
  kind: string;
  jobs: RecordedJobs;
  recordDone: (job: MediaJob) => Promise<void>;
}): JobRecorder {
  const { kind, jobs, recordDone } = recorded;
  return {
    kind,
    async record(job) {
      if (job.state === 'done') await recordDone(job);
      else if (job.state === 'failed' || job.state === 'cancelled') await jobs.recordNoResult(job.jobId);
    },
    unrecorded: () => jobs.unrecorded(),
  };
}
