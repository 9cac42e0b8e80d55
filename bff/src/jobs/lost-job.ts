import type { MediaJob } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { HeardJob, JobEventHub } from './hub.ts';
import { heardJob } from './notifications.ts';

/**
 * How a job of `kind` reads once the media-service no longer knows it (its data was reset): it will never finish, so
 * it counts as failed, with `error` for people.
 */
export const lostJobOf =
  (kind: string, error: string) =>
  (jobId: string, projectId: string): MediaJob => ({
    jobId,
    projectId,
    kind,
    // Nothing more will be heard of it: this is its last word.
    version: Number.MAX_SAFE_INTEGER,
    state: 'failed',
    stage: 'Failed',
    percent: 0,
    result: null,
    error,
  });

/** The job as last heard of, else as the media-service says now (a job it no longer knows, as `lost` makes it). */
export async function latestJob(
  deps: { hub: JobEventHub; media: MediaClient },
  job: { jobId: string; projectId: string },
  lost: (jobId: string, projectId: string) => MediaJob,
): Promise<HeardJob> {
  const heard = deps.hub.latest(job.jobId);
  if (heard) return heard;
  const current = await deps.media.call('job', { jobId: job.jobId }).catch((error: unknown) => {
    if (error instanceof NotFound) return lost(job.jobId, job.projectId);
    throw error;
  });
  return heardJob(current);
}
