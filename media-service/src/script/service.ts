import type { ExtractedText, ScriptUnit } from '@reeltalk/contracts';
import { BadRequest, NotFound, Unprocessable } from '@reeltalk/server-kit';
import { extractScript, ExtractionError } from '../extraction/index.ts';
import { scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { scriptKindOf } from './script-file.ts';
import { scriptReader } from './script-versions.ts';

/** A document that cannot be read is the caller's to fix (422), with the extractor's words. */
async function readable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ExtractionError) throw new Unprocessable(error.message);
    throw error;
  }
}

export type ScriptService = ReturnType<typeof createScriptService>;

export function createScriptService(storage: ObjectStorage) {
  return {
    /** The object's own URL: a signed one without its signature, whatever the endpoint's addressing style. */
    async objectUrl(key: string): Promise<string> {
      const url = new URL(await storage.presignGet(key));
      url.search = '';
      return url.href;
    },

    /** The narration text of a stored script of the project and its word count. */
    async extractText(projectId: string, key: string): Promise<ExtractedText> {
      const script = scriptKindOf(key);
      if (!key.startsWith(scriptPrefix(projectId)) || !script) {
        throw new BadRequest('The key is not a script of this project.');
      }
      if (!(await storage.head(key))) throw new NotFound('The script file was not found.');
      const { text, wordCount } = await readable(extractScript(await storage.getBuffer(key), script.kind));
      return { text, wordCount };
    },

    /** The units of an uploaded document or a stored version of the project, in reading order. */
    async units(projectId: string, key: string): Promise<ScriptUnit[]> {
      const readUnits = scriptReader(projectId, key);
      if (!readUnits) throw new BadRequest('The key is not a script of this project.');
      if (!(await storage.head(key))) throw new NotFound('The script file was not found.');
      return readable(readUnits(storage));
    },
  };
}
