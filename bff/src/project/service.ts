import { NEW_PROJECT_STATUS, type NewProject, type Project, type ProjectUpdate } from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { Forbidden, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { Caller } from '../state.ts';
import { toProjectChanges } from './changes.ts';
import { toProjectJson, type ProjectWithOwner } from './json.ts';
import type { ProjectRepository } from './repository.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProjectService(deps: { projects: ProjectRepository; media: MediaClient; logger: Logger }) {
  const { projects, media, logger } = deps;
  /** A malformed id cannot name a project, so it is as missing as an unknown one. */
  const ownedProject = async (caller: Caller, id: string): Promise<ProjectWithOwner> => {
    const project = uuid.test(id) ? await projects.findById(id) : undefined;
    if (!project) throw new NotFound('Project not found.');
    if (project.user_id !== caller.userId) throw new Forbidden('This project belongs to another user.');
    return project;
  };

  const reload = async (id: string): Promise<Project> => {
    const project = await projects.findById(id);
    if (!project) throw new NotFound('Project not found.');
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
        source_document: body.source_document ? JSON.stringify(body.source_document) : null,
      });
      return reload(id);
    },

    async list(caller: Caller): Promise<Project[]> {
      return (await projects.listByOwner(caller.userId)).map(toProjectJson);
    },

    async get(caller: Caller, id: string): Promise<Project> {
      return toProjectJson(await ownedProject(caller, id));
    },

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
