/**
 * What a queued, due job shows while no worker is free for it: how many jobs the workers will start before it (each
 * time the oldest job of whoever has the fewest jobs running).
 */
export function waitingStage(jobsAhead: number): string {
  if (jobsAhead === 0) return 'Waiting for a free worker (next in line)';
  return `Waiting for a free worker (${jobsAhead} ${jobsAhead === 1 ? 'job' : 'jobs'} ahead)`;
}
