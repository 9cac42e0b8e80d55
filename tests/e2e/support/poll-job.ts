import { setTimeout as sleep } from 'node:timers/promises';

/** How a job is doing, as a status read answers it. */
export interface PolledJob<T> {
  done: boolean;
  /** Why it failed; set only for a failed job. */
  failure?: string | null;
  result?: T;
}

/**
 * Reads a job's status every 250 ms until it is done (answering its result) or failed (throwing why), for at most
 * `minutes`. The browser is told by the event stream instead; a test setting up through the API can simply ask.
 */
export async function pollJob<T>(what: string, minutes: number, read: () => Promise<PolledJob<T>>): Promise<T> {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    const job = await read();
    if (job.done) return job.result as T;
    if (job.failure) throw new Error(`${what} failed: ${job.failure}`);
    await sleep(250);
  }
  throw new Error(`${what} did not finish in ${minutes} minutes`);
}
