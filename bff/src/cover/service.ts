import type { IncomingMessage } from 'node:http';
import { COVER_FILE_MESSAGES, COVER_LIMITS, type Project } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import { fileBytes, receiveUpload, type UploadForm } from '../upload/receive.ts';
import type { CoverRepository } from './repository.ts';

/** POST /api/projects/{id}/cover: the image in field 'image'. */
const COVER_FORM: UploadForm = {
  fileField: 'image',
  targetField: null,
  messages: {
    size: COVER_FILE_MESSAGES.size,
    notMultipart: 'The cover art must be sent as multipart/form-data.',
    targetFirst: 'The cover art could not be read. Please try again.',
    missingTarget: 'The cover art could not be read. Please try again.',
    missingFile: 'Please choose an image for the cover art.',
  },
};

export function createCoverService(deps: {
  covers: CoverRepository;
  projects: ProjectService;
  media: MediaClient;
  logger: Logger;
}) {
  const { covers, projects, media, logger } = deps;

  /** Storage clean-up is best effort: a cover left behind costs space, not correctness. */
  const discard = (projectId: string, key: string) =>
    media
      .call('deleteObjects', { body: { projectId, keys: [key] } })
      .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a replaced cover'));

  return {
    /**
     * Reads the cover upload of a project the caller may edit, has the media-service check it by content and store
     * it re-encoded, points the project at it and deletes the cover it replaces; answers the project. A refused
     * file changes nothing.
     */
    upload(caller: Caller, projectId: string, request: IncomingMessage): Promise<Project> {
      return receiveUpload(
        request,
        COVER_LIMITS.maxBytes,
        {
          target: () => projects.get(caller, projectId),
          file: async (project, file) => {
            const key = (
              await media.call('storeCover', {
                projectId: project._id,
                body: {
                  content: await fileBytes(file, COVER_FILE_MESSAGES.size),
                  contentType: 'application/octet-stream',
                },
              })
            ).key;
            const previous = await covers.replace(project._id, key);
            if (previous === undefined) {
              await discard(project._id, key);
              throw new NotFound('Project not found.');
            }
            // Only a cover stored for this project is ours to delete; an older row may hold an address.
            if (previous?.startsWith(`projects/${project._id}/cover/`)) await discard(project._id, previous);
            return projects.get(caller, project._id);
          },
        },
        COVER_FORM,
      );
    },
  };
}

export type CoverService = ReturnType<typeof createCoverService>;
