import { userMusicPrefix } from '@reeltalk/contracts';
import type { JobRepository } from '../queue/repository.ts';
import { stopJobsOf, stopJobsOwnedBy } from '../queue/stop-jobs.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { avatarPrefix, exportPrefix } from './keys.ts';

export type UserDataService = ReturnType<typeof createUserDataService>;

export function createUserDataService(deps: { storage: ObjectStorage; jobs: JobRepository; staleSeconds: number }) {
  const { storage, jobs, staleSeconds } = deps;
  return {
    /**
     * Deleting an account's media: the user's own jobs (their data exports, and whatever they started on anyone's
     * project) and those of the projects the bff names are cancelled and waited for, then everything stored for the
     * user (avatars, exports, generated music) and under each of those projects goes, and those jobs' rows with it
     * (their inputs hold the user's e-mail, names and prompts). Answers how many objects and rows.
     */
    async deleteAccount(userId: string, projectIds: string[]): Promise<{ deleted: number; jobs: number }> {
      // An account-level job names its user in the project column.
      for (const id of [userId, ...projectIds]) await stopJobsOf(jobs, id, staleSeconds);
      await stopJobsOwnedBy(jobs, userId, staleSeconds);
      const prefixes = [
        avatarPrefix(userId),
        exportPrefix(userId),
        userMusicPrefix(userId),
        ...projectIds.map(projectPrefix),
      ];
      let deleted = 0;
      for (const prefix of prefixes) deleted += await storage.deletePrefix(prefix);
      return { deleted, jobs: await jobs.deleteOfAccount(userId, projectIds) };
    },
  };
}
