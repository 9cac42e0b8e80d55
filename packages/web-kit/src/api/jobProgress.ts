import { isQueueStage, QUEUE_STAGES } from '@reeltalk/contracts';

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
