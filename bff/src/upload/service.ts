import {
  isScriptExtension,
  PROJECT_MESSAGES,
  SCRIPT_FILE_MESSAGES,
  SCRIPT_MAX_BYTES,
  SCRIPT_NAME_HEADER,
  scriptDisplayName,
  type Project,
  type ExtractedText,
  type SourceDocument,
} from '@reeltalk/contracts';
import { Conflict, NotFound, PayloadTooLarge, UnsupportedMediaType } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import type { MediaClient } from '../media/client.ts';
import { NARRATION_MESSAGES } from '../narration/service.ts';
import { toProjectJson, type ProjectWithOwner } from '../project/json.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { IncomingFile } from './receive.ts';
import type { ScriptRepository } from './repository.ts';

/**
 * A script refused for its content, as the person should read it: any content that is not what its extension says
 * is the "not supported" text; every other refusal keeps the media-service's own message.
 */
function scriptError(error: unknown): unknown {
  return error instanceof UnsupportedMediaType ? new UnsupportedMediaType(SCRIPT_FILE_MESSAGES.type) : error;
}

/** The file's bytes as they arrive; a file over the limit fails rather than ends, so it is never stored cut short. */
async function* contentOf(file: IncomingFile): AsyncGenerator<Uint8Array> {
  let size = 0;
  // Not destroyed when the reader stops early (a refusal): the upload parser still drains it.
  for await (const chunk of file.content.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > SCRIPT_MAX_BYTES) throw new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size);
    yield chunk;
  }
}

export function createScriptService(deps: {
  scripts: ScriptRepository;
  projects: ProjectService;
  media: MediaClient;
  logger: Logger;
}) {
  const { scripts, projects, media, logger } = deps;

  /** Storage clean-up is best effort: an object left behind costs space, not correctness. */
  const discard = async (projectId: string, key: string) => {
    await media
      .call('deleteObjects', { body: { projectId, keys: [key] } })
      .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete'));
  };

  return {
    /**
     * Stores `file` as the script of `project` (the caller's, read once by the route), replacing the old one, and
     * answers the project as it now is. The file streams through as it arrives under the name it is shown by; a
     * refused file leaves the project and storage as they were.
     */
    async upload(
      caller: Caller,
      project: ProjectWithOwner,
      file: IncomingFile,
    ): Promise<{ s3Url: string; project: Project }> {
      const name = scriptDisplayName(file.name);
      if (!isScriptExtension(name)) throw new UnsupportedMediaType(SCRIPT_FILE_MESSAGES.type);
      const stored = await media
        .call('uploadScript', {
          projectId: project.id,
          body: {
            content: contentOf(file),
            contentType: 'application/octet-stream',
            // The name travels percent-encoded: every character a file name may hold survives a header that way.
            headers: { [SCRIPT_NAME_HEADER]: encodeURIComponent(name) },
          },
        })
        .catch((error: unknown) => {
          throw file.tooLarge() ? new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size) : scriptError(error);
        });
      const document: SourceDocument = {
        name: stored.name,
        size: stored.size,
        type: stored.type,
        file: stored.url,
        key: stored.key,
      };
      const replaced = await scripts
        .replaceScript(project.id, caller.userId, document)
        .catch(async (error: unknown) => {
          await discard(project.id, stored.key);
          throw error;
        });
      if (!replaced) {
        // The project went (deleted meanwhile) between the check and the write.
        await discard(project.id, stored.key);
        throw new NotFound(PROJECT_MESSAGES.notFound);
      }
      if (replaced.previousKey && replaced.previousKey !== stored.key) await discard(project.id, replaced.previousKey);
      // Owner and voice are as read at the start; the script's write changed only the row's own columns.
      return { s3Url: stored.url, project: toProjectJson({ ...project, ...replaced.project }) };
    },

    /** The narration text of the project's script and its word count. */
    async extractText(caller: Caller, projectId: string): Promise<ExtractedText> {
      const project = await projects.get(caller, projectId);
      const key = project.source_document?.key;
      if (!key) throw new Conflict(NARRATION_MESSAGES.noScript);
      return media.call('extractText', { projectId: project._id, body: { key } });
    },
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
