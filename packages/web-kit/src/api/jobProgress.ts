import { isJobRunning } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { projectJobEvents } from './jobEvents.ts';

/** How far a running job has come, as shown to people. */
export interface JobProgress {
  stage: string;
  percent: number;
}

/**
 * Reports the running job of `kind` of the project as its events arrive on the project's event stream, until
 * `signal` aborts (nothing is reported after that). Finished jobs are left out: the stream opens with the current
 * state, which may be an earlier job's end. The progress is only shown, so a stream that fails ends the reporting,
 * never the job.
 */
export async function followJobProgress(
  api: ApiClient,
  projectId: string,
  kind: string,
  onProgress: (progress: JobProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    for await (const event of projectJobEvents(api, projectId, signal)) {
      if (signal.aborted) return;
      if (event.kind === kind && isJobRunning(event.state)) onProgress({ stage: event.stage, percent: event.percent });
    }
  } catch {
    // An aborted or dropped stream: the call that waits for the job still decides how it ended.
  }
}
