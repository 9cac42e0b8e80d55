import { waitFor } from './test-app.ts';

export interface JobView {
  jobId: string;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  stage: string;
  percent: number;
  result: unknown;
  error: string | null;
}

type Request = (path: string) => Promise<Response>;

export async function jobView(request: Request, jobId: string): Promise<JobView> {
  const response = await request(`/jobs/${jobId}`);
  if (!response.ok) throw new Error(`GET /jobs/${jobId} answered ${response.status}`);
  return (await response.json()) as JobView;
}

/** Polls the job until it is done or failed. */
export function jobFinished(request: Request, jobId: string, timeoutMs = 180_000): Promise<JobView> {
  return waitFor(
    async () => {
      const job = await jobView(request, jobId);
      return job.state === 'done' || job.state === 'failed' ? job : undefined;
    },
    timeoutMs,
    `job ${jobId} to finish`,
  );
}

/**
 * Polls the job until `reached` holds, to stop its worker at that point. Fails if the job ends first: a kill after
 * the end would prove nothing.
 */
export function jobUnderWay(
  request: Request,
  jobId: string,
  reached: (job: JobView) => boolean,
  what: string,
  timeoutMs = 120_000,
): Promise<JobView> {
  return waitFor(
    async () => {
      const job = await jobView(request, jobId);
      if (job.state === 'done' || job.state === 'failed')
        throw new Error(`the job ended before the kill: ${job.state}`);
      return reached(job) ? job : undefined;
    },
    timeoutMs,
    what,
  );
}
