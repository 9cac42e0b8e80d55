import { isUuid, type AccountExportStatus, type Project } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import { STATES } from '../jobs/notifications.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { UserRepository } from '../user/repository.ts';
import type { UserService } from '../user/service.ts';
import { projectFiles, projectFolder } from './files.ts';

const NO_SUCH_EXPORT = 'No such export.';

/** Downloads of all of a user's data: a ZIP the media-service builds as a job, followed by its id. */
export function createAccountExportService(deps: {
  users: UserRepository;
  profiles: UserService;
  projects: ProjectService;
  media: MediaClient;
  limits: LimitService;
}) {
  const { users, profiles, projects, media, limits } = deps;
  return {
    /**
     * Starts the ZIP of the caller's data (or joins the one in flight): manifest.json holds their profile and every
     * project they created as the API shows it (metadata, music zones, where each file sits in the ZIP); the
     * projects' scripts, narrations, subtitles and mixes and the music generated for them go in beside it.
     */
    async start(caller: Caller): Promise<string> {
      const { fullName, email, username, auth_type } = await profiles.profile(caller);
      const owned: Project[] = [];
      for (const id of await users.ownedProjectIds(caller.userId)) owned.push(await projects.get(caller, id));
      const manifest = {
        exportedAt: new Date().toISOString(),
        profile: { fullName, email, username, auth_type },
        projects: owned.map((project) => ({ folder: projectFolder(project), project })),
      };
      // The media-service keeps one export of a user in flight: the queue limit has nothing more to count.
      return limits.job(
        caller,
        'export',
        async () => 0,
        () => media.startAccountExport(caller.userId, { manifest, files: owned.flatMap(projectFiles) }),
      );
    },

    /** An export of the caller's; another user's answers exactly as one that does not exist. */
    async status(caller: Caller, exportId: string): Promise<AccountExportStatus> {
      if (!isUuid(exportId)) throw new NotFound(NO_SUCH_EXPORT);
      const job = await media.accountExport(caller.userId, exportId);
      return {
        status: STATES[job.state],
        percent: job.percent,
        stage: job.stage,
        url: job.url,
        error: job.state === 'failed' ? job.error : null,
      };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
