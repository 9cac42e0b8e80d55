import Router from '@koa/router';
import {
  extractTextRequestSchema,
  mediaRoutes,
  SCRIPT_FILE_MESSAGES,
  SCRIPT_MAX_BYTES,
  SCRIPT_NAME_HEADER,
  scriptDisplayName,
} from '@reeltalk/contracts';
import type { Context } from 'koa';
import { AppError, BadRequest, PayloadTooLarge } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import { objectKeySchema, projectIdSchema } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { storeScript, type StoredScript } from './script-file.ts';
import { storeScriptVersion } from './script-versions.ts';
import type { ScriptService } from './service.ts';

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

const params = { projectId: projectIdSchema };

export function scriptRoutes(scripts: ScriptService, storage: ObjectStorage): Router {
  const router = new Router();

  /** Body: the script's bytes; X-File-Name: its name. Answers where it was stored, its URL and what it is. */
  serveRoute(
    router,
    mediaRoutes.uploadScript,
    async ({ params: { projectId }, ctx }) => {
      const stored = await receiveScript(ctx, storage, projectId);
      return { ...stored, url: await scripts.objectUrl(stored.key) };
    },
    { params },
  );

  serveRoute(
    router,
    mediaRoutes.extractText,
    ({ params: { projectId }, body }) => scripts.extractText(projectId, body.key),
    { params, body: () => extractSchema },
  );

  /** Stores a script version (the bff's edit of the script) and answers its key, which the service chose. */
  serveRoute(
    router,
    mediaRoutes.storeScriptVersion,
    async ({ params: { projectId }, body }) => ({
      scriptKey: await storeScriptVersion(storage, projectId, body.units),
    }),
    { params },
  );

  /** The units of an uploaded document or a stored version of the project, in reading order. */
  serveRoute(
    router,
    mediaRoutes.scriptUnits,
    async ({ params: { projectId }, query }) => ({ units: await scripts.units(projectId, query.key) }),
    { params, query: { key: objectKeySchema } },
  );

  return router;
}
