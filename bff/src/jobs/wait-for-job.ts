import type { JobEvent } from '@reeltalk/contracts';
import type { JobEventHub } from './hub.ts';
import type { JobState } from './job-state.ts';
import { heardJob } from './notifications.ts';

const FINAL_STATES: ReadonlySet<JobEvent['state']> = new Set(['done', 'failed', 'cancelled']);

/** The bff stopped (or the caller went away) before the job finished. */
export class JobWaitStopped extends Error {}

/**
 * Resolves with the job's last event once it is done, failed or cancelled. It watches the project's events
 * before it reads the job's current state, so an ending heard in between is not missed. An ending heard through the
 * hub comes after the job's recorder has recorded it; one the job record answered (the job had ended before the wait
 * began) may not be recorded yet: read the result from the job, not from what the recorder writes. `signal` (the caller went away) stops the wait.
 */
export function waitForJob(
  deps: { hub: JobEventHub; jobState: JobState },
  job: { kind: string; jobId: string; projectId: string },
  signal?: AbortSignal,
): Promise<JobEvent> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      unwatch();
      signal?.removeEventListener('abort', abort);
      finish();
    };
    const abort = () => settle(() => reject(new JobWaitStopped('The wait for the job was given up.')));
    const unwatch = deps.hub.watch(job.projectId, {
      heard: ({ event }) => {
        if (event.jobId === job.jobId && FINAL_STATES.has(event.state)) settle(() => resolve(event));
      },
      end: () => settle(() => reject(new JobWaitStopped('The server is stopping.'))),
    });
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    deps.jobState.job(job.kind, job.jobId, job.projectId).then(
      (current) => {
        const { event } = heardJob(current);
        if (FINAL_STATES.has(event.state)) settle(() => resolve(event));
      },
      (error: unknown) => settle(() => reject(error)),
    );
  });
}
