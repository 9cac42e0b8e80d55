import type { JobRepository } from '../queue/repository.ts';
import { stopJobsOf } from '../queue/stop-jobs.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { copyProjectObjects } from './copy.ts';

export type ProjectService = ReturnType<typeof createProjectService>;

export function createProjectService(deps: { storage: ObjectStorage; jobs: JobRepository; staleSeconds: number }) {
  const { storage, jobs, staleSeconds } = deps;
  return {
    /**
     * Deleting a project's media: its jobs are cancelled, then, once no worker is at work on one of them any more (it
     * stopped at its next safe point, or its lease went stale), everything stored under the project goes, so nothing
     * is written there afterwards. Answers how many objects.
     */
    async remove(projectId: string): Promise<number> {
      await stopJobsOf(jobs, projectId, staleSeconds);
      return storage.deletePrefix(projectPrefix(projectId));
    },

    /** Duplicating a project: the copy gets its own objects, not shared ones; answers the new key of each old one. */
    copy: (projectId: string, toProjectId: string): Promise<Record<string, string>> =>
      copyProjectObjects(storage, projectId, toProjectId),
  };
}
