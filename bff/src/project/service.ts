import { randomUUID } from 'node:crypto';
import {
  canDo,
  isUuid,
  NEW_PROJECT_STATUS,
  permissionDenied,
  PROJECT_MESSAGES,
  PUBLISHER_MESSAGES,
  type LibraryPage,
  type LibraryQuery,
  type NewProject,
  type Project,
  type ProjectAccess,
  type ProjectAction,
  type ProjectUpdate,
} from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { Forbidden, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { PublisherRepository } from '../publisher/repository.ts';
import type { Caller } from '../state.ts';
import { toProjectChanges } from './changes.ts';
import { toProjectJson, type ProjectWithOwner } from './json.ts';
import type { LibraryRepository } from './library.ts';
import type { ProjectRepository } from './repository.ts';

export function createProjectService(deps: {
  projects: ProjectRepository;
  library: LibraryRepository;
  publishers: PublisherRepository;
  media: MediaClient;
  logger: Logger;
}) {
  const { projects, library, publishers, media, logger } = deps;

  /** The caller's access: 'owner' for the project's creator, else their level in the project's publisher, if any. */
  const accessOf = async (caller: Caller, project: ProjectWithOwner): Promise<ProjectAccess | undefined> => {
    if (project.user_id === caller.userId) return 'owner';
    return project.publisher_id ? publishers.permissionOf(project.publisher_id, caller.userId) : undefined;
  };

  /**
   * The project, when the caller may do `action` with it. A project the caller has no access to answers exactly as
   * one that does not exist (404), so project ids cannot be probed; a member whose level does not allow the action
   * is told so (403).
   */
  const permittedWithAccess = async (caller: Caller, id: string, action: ProjectAction) => {
    const project = isUuid(id) ? await projects.findById(id) : undefined;
    const access = project && (await accessOf(caller, project));
    if (!project || !access) throw new NotFound(PROJECT_MESSAGES.notFound);
    if (!canDo(access, action)) throw new Forbidden(permissionDenied(access, action));
    return { project, access };
  };
  const permitted = async (caller: Caller, id: string, action: ProjectAction): Promise<ProjectWithOwner> =>
    (await permittedWithAccess(caller, id, action)).project;

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

    /** A page of the caller's library: their own projects and those of the publishers they belong to. */
    list(caller: Caller, query: LibraryQuery): Promise<Omit<LibraryPage, 'success'>> {
      return library.page(caller.userId, query);
    },

    /** The project when the caller may do `action` with it (by default: edit it). */
    async get(caller: Caller, id: string, action: ProjectAction = 'edit'): Promise<Project> {
      return toProjectJson(await permitted(caller, id, action));
    },

    /** The project as its row (with owner and voice) when the caller may do `action` with it. */
    access: permitted,

    /** As `access`, with the caller's access to it (what the project's page shows them). */
    accessWithLevel: permittedWithAccess,

    /** The project the caller may edit, as its row, for work that answers the project changed. */
    owned: (caller: Caller, id: string) => permitted(caller, id, 'edit'),

    /** Applies the change; answers the project as it was and as it is, for work that follows from the change. */
    async update(caller: Caller, id: string, update: ProjectUpdate): Promise<{ before: Project; after: Project }> {
      const before = toProjectJson(await permitted(caller, id, 'edit'));
      await projects.update(id, toProjectChanges(update, new Date()));
      return { before, after: await reload(id) };
    },

    /**
     * A copy named '{name} (copy)', In Progress, owned by the caller, with its own copies of every stored object
     * (script and its versions, narration, mixes, cover), so deleting or editing either leaves the other whole; it
     * opens with the same script version current. It stays in the original's publisher when the caller is a member
     * of it. Objects are copied first and the rows written after: a failure on the way leaves neither.
     */
    async duplicate(caller: Caller, id: string): Promise<Project> {
      const original = await permitted(caller, id, 'duplicate');
      // Read before the objects are copied, so the stored script of every version copied is among them.
      const scriptVersions = await projects.scriptVersions(id);
      const copyId = randomUUID();
      await media.call('copyProject', { projectId: id, body: { toProjectId: copyId } });
      try {
        const publisherId =
          original.publisher_id && (await publishers.permissionOf(original.publisher_id, caller.userId))
            ? original.publisher_id
            : null;
        await projects.insertCopy(original, { id: copyId, userId: caller.userId, publisherId, scriptVersions });
      } catch (error) {
        await media.call('deleteProject', { projectId: copyId }).catch(() => {});
        throw error;
      }
      return reload(copyId);
    },

    /** Assigns the project to a publisher the caller belongs to, or to none. */
    async assign(caller: Caller, id: string, publisherId: string | null): Promise<Project> {
      await permitted(caller, id, 'assign');
      if (publisherId !== null && !(await publishers.permissionOf(publisherId, caller.userId))) {
        throw new NotFound(PUBLISHER_MESSAGES.notFound);
      }
      await projects.assign(id, publisherId);
      return reload(id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await permitted(caller, id, 'delete');
      await projects.delete(id);
      // The project is gone for its owner once its row is; files that could not be deleted now cost space, not
      // correctness, so a failed clean-up is logged instead of failing the delete.
      await media
        .call('deleteProject', { projectId: id })
        .catch((error: unknown) => logger.warn({ err: error, projectId: id }, 'could not delete the stored files'));
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
