// Shared by mf-upload and mf-review until it moves to @reeltalk/web-kit (it needs the token and fetch, which the
// kit's ApiClient does not expose for streams).
import { WRAPPED_ERRORS, type ApiSuccess, type NarrationStatus } from '@reeltalk/contracts';
import { ApiRequestError, getIdToken, normalizeApiPath, type ApiClient } from '@reeltalk/web-kit';

export const isNarrationRunning = (state: string | undefined): boolean => state === 'queued' || state === 'active';

export interface WatchOptions {
  /** For the status check between stream connections. */
  api: ApiClient;
  signal?: AbortSignal;
  /** Prefix of the stream URL: '' (same origin, the shell proxies /api) or an origin. */
  origin?: string;
  /** Pause before reopening a stream that ended early. */
  reconnectDelayMs?: number;
}

/** Connections in a row that may end early (proxy time-out, server restart) before the watch gives up. */
const MAX_RECONNECTS = 5;

/** Splits a text/event-stream into the `data` of each event (several data lines join with '\n'). */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const data = buffer
          .slice(0, boundary)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''));
        buffer = buffer.slice(boundary + 2);
        if (data.length > 0) yield data.join('\n');
        boundary = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}

async function openStream(jobId: string, origin: string, signal: AbortSignal | undefined): Promise<Response> {
  const url = `${origin}${normalizeApiPath(`/narrations/${encodeURIComponent(jobId)}/events`)}`;
  const send = async (forceRefresh: boolean) =>
    fetch(url, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${await getIdToken(forceRefresh)}` },
      signal,
    });
  let response = await send(false);
  if (response.status === 401) response = await send(true);
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    throw new ApiRequestError(body.message ?? body.error ?? `HTTP ${response.status}`, response.status, body.error);
  }
  return response;
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Follows a narration job through its event stream until it completes or fails, reporting every status; resolves
 * with the last one. A stream that ends early is checked against GET /api/narrations/:jobId and reopened.
 */
export async function watchNarration(
  jobId: string,
  onStatus: (status: NarrationStatus) => void,
  { api, signal, origin = '', reconnectDelayMs = 1000 }: WatchOptions,
): Promise<NarrationStatus> {
  for (let attempt = 0; ; attempt += 1) {
    let last: NarrationStatus | undefined;
    try {
      const response = await openStream(jobId, origin, signal);
      for await (const data of eventData(response.body!)) {
        last = JSON.parse(data) as NarrationStatus;
        onStatus(last);
        if (!isNarrationRunning(last.state)) return last;
      }
    } catch (error) {
      if (signal?.aborted || (error instanceof ApiRequestError && error.status >= 400)) throw error;
      if (attempt >= MAX_RECONNECTS) throw error;
    }
    signal?.throwIfAborted();
    const { data: status } = await api.get<ApiSuccess<NarrationStatus>>(`/narrations/${encodeURIComponent(jobId)}`);
    onStatus(status);
    if (!isNarrationRunning(status.state)) return status;
    if (attempt >= MAX_RECONNECTS) throw new Error(WRAPPED_ERRORS.audioProcessing);
    await wait(reconnectDelayMs, signal);
    signal?.throwIfAborted();
  }
}

/** The text for a failed narration: its error, else the spec's wrapped error. */
export const narrationFailure = (status: Pick<NarrationStatus, 'error'>): string =>
  status.error || WRAPPED_ERRORS.audioProcessing;
