import { setTimeout as sleep } from 'node:timers/promises';
import type { JobRepository } from './repository.ts';

const STOPPED_CHECK_MS = 200;

/**
 * Cancels every job of the project (or of whatever else a job's project column names) and resolves once no worker is
 * at work on one of them any more (it stopped at its next safe point, or its lease went stale), so nothing is written
 * for it afterwards.
 */
export async function stopJobsOf(jobs: JobRepository, projectId: string, staleSeconds: number): Promise<void> {
  await jobs.cancelProject(projectId);
  while (await jobs.isProjectBusy(projectId, staleSeconds)) await sleep(STOPPED_CHECK_MS);
}

/** Cancels every job the user owns, on whichever project, and resolves once no worker is at work on one of them. */
export async function stopJobsOwnedBy(jobs: JobRepository, ownerId: string, staleSeconds: number): Promise<void> {
  await jobs.cancelOwnedBy(ownerId);
  while (await jobs.isOwnerBusy(ownerId, staleSeconds)) await sleep(STOPPED_CHECK_MS);
}
