import Router from '@koa/router';
import { pronunciationInputSchema, pronunciationPreviewSchema } from '@reeltalk/contracts';
import { z } from 'zod';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { PronunciationService } from './service.ts';

const projectQuerySchema = z.object({ projectId: z.string() });

/** Pronunciation dictionaries (the review's "Fix pronunciation" and its list), and "Hear it". */
export function pronunciationRoutes(service: PronunciationService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/pronunciations' });

  router.get('/', async (ctx) => {
    const { projectId } = projectQuerySchema.parse(ctx.query);
    // The list is read again after every change: never from a cache.
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await service.list(callerOf(ctx), projectId);
  });

  router.post('/', async (ctx) => {
    const body = parseBody(ctx, pronunciationInputSchema);
    ctx.status = 201;
    ctx.body = await service.add(callerOf(ctx), body);
  });

  // A GET, so the browser receives the WAV as a stream it plays at once (its API client reads other answers as JSON).
  router.get('/preview', async (ctx) => {
    const wav = await service.preview(callerOf(ctx), pronunciationPreviewSchema.parse(ctx.query));
    ctx.type = 'audio/wav';
    ctx.body = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  });

  router.put('/:pronunciationId', async (ctx) => {
    const body = parseBody(ctx, pronunciationInputSchema);
    ctx.body = await service.change(callerOf(ctx), routeParam(ctx, 'pronunciationId'), body);
  });

  router.delete('/:pronunciationId', async (ctx) => {
    const { projectId } = projectQuerySchema.parse(ctx.query);
    ctx.body = await service.remove(callerOf(ctx), routeParam(ctx, 'pronunciationId'), projectId);
  });

  return router;
}
