import {
  fileExtension,
  isScriptExtension,
  SCRIPT_FILE_MESSAGES,
  SCRIPT_MAX_BYTES,
  type Project,
  type ScriptType,
  type SourceDocument,
} from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { Conflict, Forbidden, NotFound, PayloadTooLarge, UnsupportedMediaType } from '@reeltalk/server-kit';
import type { ExtractedText, MediaClient, StoredScript } from '../media/client.ts';
import { NARRATION_MESSAGES } from '../narration/service.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { IncomingFile } from './receive.ts';
import type { ScriptRepository } from './repository.ts';

const CONTENT_TYPES: Record<ScriptType, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

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
  const discard = async (key: string) => {
    await media.deleteObjects([key]).catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete'));
  };

  /** Makes a stored script the project's script; answers its URL and the old script's key (or why it could not). */
  const attach = async (caller: Caller, projectId: string, stored: StoredScript, type: ScriptType) => {
    const s3Url = await media.objectUrl(stored.key);
    const document: SourceDocument = { name: stored.name, size: stored.size, type, file: s3Url, key: stored.key };
    return { s3Url, outcome: await scripts.replaceScript(projectId, caller.userId, document) };
  };

  return {
    /**
     * Stores `file` as the project's script, replacing the old one, and answers the updated project. A refused
     * file leaves the project and storage as they were.
     */
    async upload(caller: Caller, project: Project, file: IncomingFile): Promise<{ s3Url: string; project: Project }> {
      if (!isScriptExtension(file.name)) throw new UnsupportedMediaType(SCRIPT_FILE_MESSAGES.type);
      const type = fileExtension(file.name).slice(1) as ScriptType;
      const stored = await media
        .uploadScript(project._id, { name: file.name, contentType: CONTENT_TYPES[type], content: contentOf(file) })
        .catch((error: unknown) => {
          throw file.tooLarge() ? new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size) : scriptError(error);
        });
      const { s3Url, outcome } = await attach(caller, project._id, stored, type).catch(async (error: unknown) => {
        await discard(stored.key);
        throw error;
      });
      if (typeof outcome === 'string') {
        await discard(stored.key);
        throw outcome === 'missing' ? new NotFound('Project not found.') : new Forbidden();
      }
      if (outcome.previousKey && outcome.previousKey !== stored.key) await discard(outcome.previousKey);
      return { s3Url, project: await projects.get(caller, project._id) };
    },

    /** The narration text of the project's script and its word count. */
    async extractText(caller: Caller, projectId: string): Promise<ExtractedText> {
      const project = await projects.get(caller, projectId);
      const key = project.source_document?.key;
      if (!key) throw new Conflict(NARRATION_MESSAGES.noScript);
      return media.extractText(project._id, key);
    },
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
