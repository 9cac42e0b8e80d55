import path from 'node:path';
import type { Readable } from 'node:stream';
import Router from '@koa/router';
import { SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import busboy from 'busboy';
import type { Context } from 'koa';
import { z } from 'zod';
import { extractScript, ExtractionError } from '../extraction/index.ts';
import { BadRequest, NotFound, Unprocessable } from '@reeltalk/server-kit';
import { objectKeySchema, projectIdSchema, scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { scriptKindOf, storeScript, type StoredScript } from './script-file.ts';

const extractSchema = z.object({ key: objectKeySchema });

/** Browsers may send a path ("C:\fakepath\script.docx"); only the last segment is the name. */
const baseName = (name: string) => path.win32.basename(path.posix.basename(name)).trim().slice(0, 255);

/** Reads the multipart body as it arrives and stores its `file` part; the rest of the body is never buffered. */
function receiveScript(ctx: Context, storage: ObjectStorage, projectId: string): Promise<StoredScript> {
  if (!ctx.is('multipart/form-data')) {
    throw new BadRequest('Send the script as multipart/form-data with a "file" field.');
  }
  // The bff may pass the original name in a header when its multipart part carries none (percent-encoded, UTF-8).
  const headerName = ctx.get('x-file-name');
  // One byte over the limit is enough to know the file is too large; busboy reads no further.
  const parser = busboy({
    headers: ctx.req.headers,
    limits: { files: 1, fileSize: SCRIPT_MAX_BYTES + 1, fields: 10, fieldSize: 1024 },
  });
  return new Promise<StoredScript>((resolve, reject) => {
    let received = false;
    parser.on('file', (field: string, file: Readable, info: { filename?: string }) => {
      if (field !== 'file' || received) {
        file.resume();
        return;
      }
      received = true;
      let name: string;
      try {
        name = baseName(headerName ? decodeURIComponent(headerName) : (info.filename ?? ''));
      } catch {
        name = '';
      }
      storeScript(storage, projectId, file, name).then(resolve, reject);
    });
    parser.on('close', () => {
      if (!received) reject(new BadRequest('Attach the script as the "file" field.'));
    });
    parser.on('error', (error: Error) => reject(new BadRequest(`The upload could not be read: ${error.message}`)));
    // A client that goes away mid-upload ends nothing by itself; failing the parser fails the file and its upload.
    ctx.req.once('close', () => {
      if (!ctx.req.complete) parser.destroy(new Error('the upload was interrupted'));
    });
    ctx.req.pipe(parser);
  }).finally(() => {
    // After an early answer (wrong type, too large) the rest of the body is read and dropped, not stored.
    ctx.req.unpipe(parser);
    ctx.req.resume();
  });
}

function projectIdOf(ctx: Context): string {
  const parsed = projectIdSchema.safeParse(ctx.params.projectId);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'Invalid project id.');
  return parsed.data;
}

export function scriptRoutes(storage: ObjectStorage): Router {
  const router = new Router();

  router.post('/projects/:projectId/source', async (ctx) => {
    const projectId = projectIdOf(ctx);
    ctx.status = 201;
    ctx.body = await receiveScript(ctx, storage, projectId);
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
      ctx.body = { text, wordCount };
    } catch (error) {
      if (error instanceof ExtractionError) throw new Unprocessable(error.message);
      throw error;
    }
  });

  return router;
}
