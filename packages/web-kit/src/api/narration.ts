import {
  isJobInFlight,
  WRAPPED_ERRORS,
  type ApiSuccess,
  type JobEvent,
  type NarrationStatus,
} from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { projectJobEvents } from './jobEvents.ts';

interface WatchNarrationOptions {
  /** Opens the stream and checks the job between connections (a thunk's `extra.api`). */
  api: ApiClient;
  signal?: AbortSignal;
  /** Pause before reopening a stream that ended early. */
  reconnectDelayMs?: number;
  /** Stops following the job in flight once this holds (say, once a part of it can be played). */
  until?: (status: NarrationStatus) => boolean;
}

/** Connections in a row that may end early (proxy time-out, server restart) before the watch gives up. */
const MAX_RECONNECTS = 5;

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

const NARRATION_REPLACED = 'The narration was replaced by a newer one.';

/** A narration job's event as its status: a cancelled narration (replaced by another) will not finish, so failed. */
const statusOf = ({ kind: _kind, ...event }: JobEvent): NarrationStatus =>
  event.state === 'cancelled'
    ? { ...event, state: 'failed', error: event.error ?? NARRATION_REPLACED }
    : { ...event, state: event.state };

/**
 * Follows a narration job through its project's event stream (GET /api/projects/:projectId/events) until it
 * completes or fails (or `until` holds), reporting every status; resolves with the last one. A stream that ends early is checked
 * against GET /api/narrations/:jobId and reopened.
 */
export async function watchNarration(
  { projectId, jobId }: { projectId: string; jobId: string },
  onStatus: (status: NarrationStatus) => void,
  { api, signal, reconnectDelayMs = 1000, until = () => false }: WatchNarrationOptions,
): Promise<NarrationStatus> {
  const path = `/narrations/${encodeURIComponent(jobId)}`;
  const done = (status: NarrationStatus) => !isJobInFlight(status.state) || until(status);
  for (let attempt = 0; ; attempt += 1) {
    try {
      for await (const event of projectJobEvents(api, projectId, signal)) {
        if (event.jobId !== jobId) continue;
        const status = statusOf(event);
        onStatus(status);
        if (done(status)) return status;
      }
    } catch (error) {
      if (signal?.aborted || (error instanceof ApiRequestError && error.status >= 400)) throw error;
      if (attempt >= MAX_RECONNECTS) throw error;
    }
    signal?.throwIfAborted();
    const { data: status } = await api.get<ApiSuccess<NarrationStatus>>(path);
    onStatus(status);
    if (done(status)) return status;
    if (attempt >= MAX_RECONNECTS) throw new Error(WRAPPED_ERRORS.audioProcessing);
    await wait(reconnectDelayMs, signal);
    signal?.throwIfAborted();
  }
}

/** The text for a failed narration: its error, else the spec's wrapped error. */
export const narrationFailure = (status: Pick<NarrationStatus, 'error'>): string =>
  status.error || WRAPPED_ERRORS.audioProcessing;
