import {
  isUuid,
  NEW_PROJECT_STATUS,
  PROJECT_MESSAGES,
  type NewProject,
  type Project,
  type ProjectUpdate,
} from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { Caller } from '../state.ts';
import { toProjectChanges } from './changes.ts';
import { toProjectJson, type ProjectWithOwner } from './json.ts';
import type { ProjectRepository } from './repository.ts';

export function createProjectService(deps: { projects: ProjectRepository; media: MediaClient; logger: Logger }) {
  const { projects, media, logger } = deps;
  /**
   * Another user's project answers exactly as one that does not exist, so project ids cannot be probed; a malformed
   * id cannot name a project either.
   */
  const ownedProject = async (caller: Caller, id: string): Promise<ProjectWithOwner> => {
    const project = isUuid(id) ? await projects.findById(id) : undefined;
    if (!project || project.user_id !== caller.userId) throw new NotFound(PROJECT_MESSAGES.notFound);
    return project;
  };

  const reload = async (id: string): Promise<Project> => {
    const project = await projects.findById(id);
    if (!project) throw new NotFound(PROJECT_MESSAGES.notFound);
    return toProjectJson(project);
  };

  return {
    async create(caller: Caller, body: NewProject): Promise<Project> {
      const id = await projects.insert({
        user_id: caller.userId,
        name: body.name,
        full_name: body.fullName ?? null,
        description: body.description ?? null,
        status: body.status ?? NEW_PROJECT_STATUS,
        genres: body.genres ?? [],
        video_info: JSON.stringify(body.videoInfo ?? {}),
      });
      return reload(id);
    },

    async list(caller: Caller): Promise<Project[]> {
      return (await projects.listByOwner(caller.userId)).map(toProjectJson);
    },

    async get(caller: Caller, id: string): Promise<Project> {
      return toProjectJson(await ownedProject(caller, id));
    },

    /** The caller's project as its row (with owner and voice), for work that answers the project changed. */
    owned: ownedProject,

    async update(caller: Caller, id: string, update: ProjectUpdate): Promise<Project> {
      await ownedProject(caller, id);
      await projects.update(id, toProjectChanges(update, new Date()));
      return reload(id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await ownedProject(caller, id);
      await projects.delete(id);
      // The project is gone for its owner once its row is; files that could not be deleted now cost space, not
      // correctness, so a failed clean-up is logged instead of failing the delete.
      await media
        .deleteProjectObjects(id)
        .catch((error: unknown) => logger.warn({ err: error, projectId: id }, 'could not delete the stored files'));
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
