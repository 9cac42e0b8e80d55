import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NarrationStatus } from '@reeltalk/contracts';

/** How often the bff asks the media-service while someone watches a narration. */
export const POLL_INTERVAL_MS = 500;
/** A comment line after this many polls without news keeps proxies from closing a quiet stream (15 s). */
const POLLS_PER_KEEP_ALIVE = 30;

const isFinal = (status: NarrationStatus) => status.state === 'completed' || status.state === 'failed';

/**
 * Writes the narration's status as server-sent events, `data: <status JSON>`, each time it changes, starting with
 * `first`; returns once it is completed or failed, or when `signal` aborts (the watcher has gone).
 */
export async function sendNarrationEvents(
  out: Writable,
  first: NarrationStatus,
  poll: () => Promise<NarrationStatus>,
  signal: AbortSignal,
): Promise<void> {
  let status = first;
  let last = '';
  let quietPolls = 0;
  for (;;) {
    if (signal.aborted) return;
    const event = JSON.stringify(status);
    if (event !== last) {
      out.write(`data: ${event}\n\n`);
      last = event;
      quietPolls = 0;
    } else if (++quietPolls % POLLS_PER_KEEP_ALIVE === 0) {
      out.write(': waiting\n\n');
    }
    if (isFinal(status)) return;
    try {
      await sleep(POLL_INTERVAL_MS, undefined, { signal });
    } catch {
      return;
    }
    status = await poll();
  }
}
