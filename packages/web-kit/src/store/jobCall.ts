import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client.ts';
import { followJobProgress, type JobProgress } from '../api/jobProgress.ts';

/** A mutation on its way (what an endpoint's `initiate` dispatches to). */
interface MutationCall<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

interface JobFollowed {
  projectId: string;
  /** The job's kind: its request names no job, so the first of the project's jobs of this kind in flight is it. */
  kind: string;
  onProgress: (progress: JobProgress) => void;
  /** Stops waiting and following, not the job (it carries on on the server). */
  signal?: AbortSignal;
}

/**
 * Sends a mutation whose route answers once its job has ended (the mix, the waveform video) and meanwhile reports the
 * job's progress from the project's event stream (followJobProgress). Resolves with the endpoint's answer; rejects
 * with its error (an ApiCallError), or once `signal` aborts.
 */
export const callFollowingJob =
  <T>(
    mutation: ThunkAction<MutationCall<T>, unknown, unknown, UnknownAction>,
    { projectId, kind, onProgress, signal }: JobFollowed,
  ) =>
  async (
    dispatch: (action: typeof mutation) => MutationCall<T>,
    _getState: unknown,
    { api }: { api: ApiClient },
  ): Promise<T> => {
    const following = new AbortController();
    // Not awaited: the answer ends the job; the stream stops reporting once aborted, whenever it notices.
    void followJobProgress(api, projectId, kind, onProgress, following.signal);
    const call = dispatch(mutation);
    const abort = () => call.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      return await call.unwrap();
    } finally {
      following.abort();
      signal?.removeEventListener('abort', abort);
    }
  };
