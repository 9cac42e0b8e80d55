import Router from '@koa/router';
import {
  extractTextRequestSchema,
  mediaScriptVersionSchema,
  SCRIPT_FILE_MESSAGES,
  SCRIPT_MAX_BYTES,
  SCRIPT_NAME_HEADER,
  scriptDisplayName,
  type extractedTextSchema,
  type storedScriptSchema,
} from '@reeltalk/contracts';
import type { Context } from 'koa';
import type { z } from 'zod';
import { extractScript, ExtractionError } from '../extraction/index.ts';
import { AppError, BadRequest, NotFound, PayloadTooLarge, Unprocessable } from '@reeltalk/server-kit';
import { objectKeySchema, projectIdSchema, scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { scriptKindOf, storeScript, type StoredScript } from './script-file.ts';
import { scriptReader, storeScriptVersion } from './script-versions.ts';

const extractSchema = extractTextRequestSchema.extend({ key: objectKeySchema });

const MISSING_NAME = `Send the script's name in ${SCRIPT_NAME_HEADER}, percent-encoded UTF-8.`;

/** The script's shown name, from its percent-encoded header (any character survives a header that way). */
function scriptNameOf(ctx: Context): string {
  const header = ctx.get(SCRIPT_NAME_HEADER);
  let name = '';
  try {
    name = scriptDisplayName(decodeURIComponent(header));
  } catch {
    // Not valid percent-encoding: as good as no name.
  }
  if (name === '') throw new BadRequest(MISSING_NAME);
  return name;
}

/** The object's own URL: a signed one without its signature, whatever the endpoint's addressing style. */
async function objectUrl(storage: ObjectStorage, key: string): Promise<string> {
  const url = new URL(await storage.presignGet(key));
  url.search = '';
  return url.href;
}

/**
 * Stores the request body, the script's bytes as they arrive, never the whole file in memory. The bff parsed the
 * browser's form once; what reaches us is the file itself and its name in a header.
 */
async function receiveScript(ctx: Context, storage: ObjectStorage, projectId: string): Promise<StoredScript> {
  const name = scriptNameOf(ctx);
  if (Number(ctx.get('Content-Length')) > SCRIPT_MAX_BYTES) throw new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size);
  // A sender that goes away mid-file ends nothing by itself; failing the body fails the file and its upload.
  const interrupted = () => {
    if (!ctx.req.complete) ctx.req.destroy(new Error('interrupted'));
  };
  ctx.req.once('close', interrupted);
  try {
    return await storeScript(storage, projectId, ctx.req, name);
  } catch (error) {
    if (ctx.req.complete || error instanceof AppError) throw error;
    throw new BadRequest('The upload was interrupted.');
  } finally {
    ctx.req.off('close', interrupted);
    // After an early answer (wrong type, too large) the rest of the body is read and dropped, not stored.
    ctx.req.resume();
  }
}

function projectIdOf(ctx: Context): string {
  const parsed = projectIdSchema.safeParse(ctx.params.projectId);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Invalid project id.');
  return parsed.data;
}

export function scriptRoutes(storage: ObjectStorage): Router {
  const router = new Router();

  /** Body: the script's bytes; X-File-Name: its name. Answers where it was stored, its URL and what it is. */
  router.post('/projects/:projectId/source', async (ctx) => {
    const projectId = projectIdOf(ctx);
    const stored = await receiveScript(ctx, storage, projectId);
    ctx.status = 201;
    ctx.body = { ...stored, url: await objectUrl(storage, stored.key) } satisfies z.infer<typeof storedScriptSchema>;
  });

  router.post('/projects/:projectId/extract-text', async (ctx) => {
    const projectId = projectIdOf(ctx);
    const { key } = extractSchema.parse(ctx.request.body);
    const script = scriptKindOf(key);
    if (!key.startsWith(scriptPrefix(projectId)) || !script) {
      throw new BadRequest('The key is not a script of this project.');
    }
    if (!(await storage.head(key))) throw new NotFound('The script file was not found.');
    try {
      const { text, wordCount } = await extractScript(await storage.getBuffer(key), script.kind);
      ctx.body = { text, wordCount } satisfies z.infer<typeof extractedTextSchema>;
    } catch (error) {
      if (error instanceof ExtractionError) throw new Unprocessable(error.message);
      throw error;
    }
  });

  /** Stores a script version (the bff's edit of the script) and answers its key, which the service chose. */
  router.post('/projects/:projectId/script-versions', async (ctx) => {
    const projectId = projectIdOf(ctx);
    const { units } = mediaScriptVersionSchema.parse(ctx.request.body);
    ctx.status = 201;
    ctx.body = { scriptKey: await storeScriptVersion(storage, projectId, units) };
  });

  /** The units of an uploaded document or a stored version of the project, in reading order. */
  router.get('/projects/:projectId/script-units', async (ctx) => {
    const projectId = projectIdOf(ctx);
    const key = objectKeySchema.parse(ctx.query.key);
    const readUnits = scriptReader(projectId, key);
    if (!readUnits) throw new BadRequest('The key is not a script of this project.');
    if (!(await storage.head(key))) throw new NotFound('The script file was not found.');
    try {
      ctx.body = { units: await readUnits(storage) };
    } catch (error) {
      if (error instanceof ExtractionError) throw new Unprocessable(error.message);
      throw error;
    }
  });

  return router;
}
