import type { MediaJob } from '@reeltalk/contracts';
import type { z } from 'zod';
import type { MediaClient } from '../media/client.ts';
import type { JobEventHub } from './hub.ts';

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

/**
 * Records what an announcement of a job not yet done says: it started (its row changes only on the first of its
 * frequent progress announcements) or it failed (a cancelled job counts as failed). What a finished job made is
 * its kind's own to record.
 */
export async function settleUnfinished(
  deps: { hub: JobEventHub },
  job: MediaJob,
  settle: (jobId: string, state: 'active' | 'failed') => Promise<unknown>,
): Promise<void> {
  if (job.state === 'running') {
    if (deps.hub.latest(job.jobId)?.event.state !== 'active') await settle(job.jobId, 'active');
  } else if (job.state === 'failed' || job.state === 'cancelled') {
    await settle(job.jobId, 'failed');
  }
}
