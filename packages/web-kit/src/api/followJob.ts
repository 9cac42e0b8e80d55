import { isJobInFlight, type JobEvent, type JobState } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { BrokenJobEvent, projectJobEvents } from './jobEvents.ts';

/** A job as the browser follows it, in the job record's own states, whether heard on the stream or read again. */
export interface FollowedJob {
  state: JobState;
  /** What the job is doing now, for people. */
  stage: string;
  percent: number;
  /** Why it failed, for people; null unless it failed or was cancelled. */
  error: string | null;
  /** How many parts of its result the job has published so far (a narration's ready chapters). */
  parts?: number;
}

export interface FollowJobOptions {
  api: ApiClient;
  /**
   * The job's id; or, for a step whose request names no job until it ends (the mix, the waveform video), the job's
   * kind: the first of its project's jobs of that kind heard in flight is the one followed.
   */
  job: string | { kind: string };
  /** The project whose event stream carries the job; without one (an account's data export) it is only read again. */
  projectId?: string;
  /**
   * Reads the job (`jobId`: found on the stream, for a job followed by kind) through its step's own route: the fallback
   * once the stream cannot be opened or drops. Without one, the following ends with the stream.
   */
  read?: (jobId: string) => Promise<FollowedJob>;
  /** How often the fallback reads the job again (the music generation's is the spec's 2 s). */
  fallbackMs?: number;
  /** Every state heard or read, in order. */
  onUpdate?: (job: FollowedJob) => void;
  /** Stops following a job in flight once this holds (say, once a part of a narration can be played). */
  until?: (job: FollowedJob) => boolean;
  signal?: AbortSignal;
}

/** How often a job is read again once its stream is gone, unless its step says otherwise. */
const FALLBACK_MS = 1000;

/** Reads in a row that may fail (a dropped connection, a server restarting) before the fallback gives up. */
const READ_FAILURES_ALLOWED = 3;

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    // Ends at once on an abort, so the caller notices it now rather than never; a wait that ends lets go of the
    // signal, so a long fallback does not pile up listeners on it.
    const end = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    signal?.addEventListener('abort', end, { once: true });
  });

/** A refusal (not yours, not found, signed out) ends the following; a lost connection or a server error does not. */
const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

const followed = ({ state, stage, percent, error, parts }: JobEvent): FollowedJob => ({
  state,
  stage,
  percent,
  error,
  ...(parts !== undefined && { parts }),
});

/**
 * Follows one job to its end, the one way every step does: on its project's event stream (GET
 * /api/projects/:projectId/events), and, once that stream cannot be opened or drops, by reading the job again through
 * `read` every `fallbackMs` (the first time `fallbackMs` after it was lost). Reports every state and resolves with the
 * last: done, failed or cancelled (or the one `until` held for). A refusal, an event that breaks the contract or
 * `signal` aborting rejects.
 */
export async function followJob(options: FollowJobOptions): Promise<FollowedJob> {
  const { api, job, projectId, read, fallbackMs = FALLBACK_MS, signal } = options;
  const { onUpdate = () => {}, until = () => false } = options;
  let jobId = typeof job === 'string' ? job : undefined;
  const ends = (state: FollowedJob) => {
    onUpdate(state);
    return !isJobInFlight(state.state) || until(state);
  };
  if (projectId !== undefined) {
    try {
      for await (const event of projectJobEvents(api, projectId, signal)) {
        signal?.throwIfAborted();
        if (jobId === undefined && event.kind === (job as { kind: string }).kind && isJobInFlight(event.state)) {
          jobId = event.jobId;
        }
        if (event.jobId !== jobId) continue;
        const state = followed(event);
        if (ends(state)) return state;
      }
    } catch (error) {
      if (signal?.aborted || error instanceof BrokenJobEvent || isRefusal(error)) throw error;
    }
  }
  // A job followed by kind whose stream ended before it was heard cannot be read: nothing names it.
  if (!read || jobId === undefined) throw new Error('The job can no longer be followed: its stream ended.');
  const found = jobId;
  for (let failures = 0; ;) {
    await wait(fallbackMs, signal);
    signal?.throwIfAborted();
    try {
      const state = await read(found);
      failures = 0;
      signal?.throwIfAborted();
      if (ends(state)) return state;
    } catch (error) {
      failures += 1;
      if (signal?.aborted || isRefusal(error) || failures >= READ_FAILURES_ALLOWED) throw error;
    }
  }
}

/** What RTK Query hands an endpoint's onCacheEntryAdded, as far as following a job needs it. */
export interface JobCacheEntry<T> {
  extra: unknown;
  cacheDataLoaded: Promise<{ data: T }>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (update: (draft: T) => T | void) => unknown;
}

/** How a job's cache entry (its step's route answer, `T`) follows the job. */
export interface CachedJob<T> {
  /** The job's id, or its kind (followJob's `job`) for a step whose request names no job until it ends. */
  job: string | { kind: string };
  projectId?: string;
  fallbackMs?: number;
  /** The job's route answer, read again by the fallback: it replaces the entry. */
  read: (api: ApiClient, jobId: string) => Promise<T>;
  /** The job's state in an answer. */
  stateOf: (answer: T) => FollowedJob;
  /** The entry once an event of the job is heard on the stream. */
  heard: (answer: T, job: FollowedJob) => T;
}

/**
 * An endpoint's onCacheEntryAdded for a job (RTK Query): once the entry's first answer is in, the entry follows the
 * job (followJob) until it ends or nobody reads the entry any more, so components read the job's state from the cache.
 */
export async function followJobInCache<T>(entry: JobCacheEntry<T>, job: CachedJob<T>): Promise<void> {
  const { api } = entry.extra as { api: ApiClient };
  const first = await entry.cacheDataLoaded.catch(() => undefined);
  if (!first || !isJobInFlight(job.stateOf(first.data).state)) return;
  const stop = new AbortController();
  void entry.cacheEntryRemoved.then(() => stop.abort());
  let read: T | undefined;
  await followJob({
    api,
    job: job.job,
    projectId: job.projectId,
    fallbackMs: job.fallbackMs,
    read: async (jobId) => {
      read = await job.read(api, jobId);
      return job.stateOf(read);
    },
    onUpdate: (state) =>
      entry.updateCachedData((draft) => {
        const answer = read ?? job.heard(draft as T, state);
        read = undefined;
        return answer;
      }),
    signal: stop.signal,
  }).catch((error: unknown) => {
    // A job that can no longer be followed ends for its readers as failed, with the reason.
    if (stop.signal.aborted) return;
    const reason = error instanceof Error ? error.message : String(error);
    entry.updateCachedData((draft) =>
      job.heard(draft as T, { ...job.stateOf(draft as T), state: 'failed', error: reason }),
    );
  });
}
