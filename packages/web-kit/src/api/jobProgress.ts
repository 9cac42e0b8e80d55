import { isJobInFlight, isQueueStage, QUEUE_STAGES } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { followJob } from './followJob.ts';

/** How far a running job has come, as shown to people. */
export interface JobProgress {
  /** The work's own stage; empty while the job waits its turn or has only just been taken. */
  stage: string;
  percent: number;
  /** While the job waits (for a worker, its owner's other jobs, a retry): why, and its place in line. */
  waiting?: string;
}

/**
 * A running job as shown: the queue's words (set while it waits, or just after a worker took it) are no stage of the
 * work; they say why the job waits, and the step keeps showing its own stage beside them.
 */
export function jobProgressOf(job: { queued: boolean; stage: string; percent: number }): JobProgress {
  if (!job.queued && !isQueueStage(job.stage)) return { stage: job.stage, percent: job.percent };
  return { stage: '', percent: job.percent, waiting: job.stage || QUEUE_STAGES.waiting };
}

/**
 * Reports the job of `kind` the project runs next (followJob by kind) while it runs, until it ends or `signal` aborts
 * (nothing is reported after that). A job that has already ended is left out: the stream opens with the current
 * state, which may be an earlier job's end. The progress is only shown, so a stream that fails ends the reporting,
 * never the job: the step's request, answered when the job ends, tells how it ended.
 */
export async function followJobProgress(
  api: ApiClient,
  projectId: string,
  kind: string,
  onProgress: (progress: JobProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  await followJob({
    api,
    job: { kind },
    projectId,
    onUpdate: (job) => {
      if (isJobInFlight(job.state)) onProgress(jobProgressOf({ queued: job.state === 'queued', ...job }));
    },
    signal,
  }).catch(() => {
    // An aborted or dropped stream: the call that waits for the job still decides how it ended.
  });
}
