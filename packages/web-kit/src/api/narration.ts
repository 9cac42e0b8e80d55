import { WRAPPED_ERRORS, type ApiSuccess, type NarrationStatus } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { followJob, type FollowedJob } from './followJob.ts';

interface WatchNarrationOptions {
  /** Opens the stream and reads the job again once it is gone (a thunk's `extra.api`). */
  api: ApiClient;
  signal?: AbortSignal;
  /** How often the narration is read again once its stream cannot be opened or drops. */
  fallbackMs?: number;
  /** Stops following the job in flight once this holds (say, once a part of it can be played). */
  until?: (status: NarrationStatus) => boolean;
}

const NARRATION_REPLACED = 'The narration was replaced by a newer one.';

/**
 * Follows a narration job (followJob: its project's event stream, else GET /api/narrations/:jobId again and again)
 * until it is done or fails (or `until` holds), reporting every status; resolves with the last one. A cancelled
 * narration (replaced by another) will not finish: it reads as failed.
 */
export async function watchNarration(
  { projectId, jobId }: { projectId: string; jobId: string },
  onStatus: (status: NarrationStatus) => void,
  { api, signal, fallbackMs, until = () => false }: WatchNarrationOptions,
): Promise<NarrationStatus> {
  const statusOf = (job: FollowedJob): NarrationStatus =>
    job.state === 'cancelled'
      ? { jobId, projectId, ...job, state: 'failed', error: job.error ?? NARRATION_REPLACED }
      : { jobId, projectId, ...job, state: job.state };
  const path = `/narrations/${encodeURIComponent(jobId)}`;
  const end = await followJob({
    api,
    job: jobId,
    projectId,
    read: async () => (await api.get<ApiSuccess<NarrationStatus>>(path)).data,
    fallbackMs,
    onUpdate: (job) => onStatus(statusOf(job)),
    until: (job) => until(statusOf(job)),
    signal,
  });
  return statusOf(end);
}

/** The text for a failed narration: its error, else the spec's wrapped error. */
export const narrationFailure = (status: Pick<NarrationStatus, 'error'>): string =>
  status.error || WRAPPED_ERRORS.audioProcessing;
