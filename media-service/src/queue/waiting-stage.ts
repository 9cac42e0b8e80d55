/**
 * What a queued, due job shows while no worker is free for it: how many jobs the workers will start before it (each
 * time the oldest job of whoever has the fewest jobs running).
 */
export function waitingStage(jobsAhead: number): string {
  if (jobsAhead === 0) return 'Waiting for a free worker (next in line)';
  return `Waiting for a free worker (${jobsAhead} ${jobsAhead === 1 ? 'job' : 'jobs'} ahead)`;
}

/** What a queued job shows while its owner already has as many jobs running as one person may. */
export function heldStage(runningPerAccount: number): string {
  if (runningPerAccount === 1) return 'Waiting for your other job to finish (one job of yours runs at a time)';
  return `Waiting for your other jobs to finish (${runningPerAccount} jobs of yours run at a time)`;
}
