import Router from '@koa/router';
import { musicZoneVolumeSchema, newMusicZoneSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { MusicZoneService } from './service.ts';

/** A project's music zones, and the proposal of a zone per chapter. */
export function musicZoneRoutes(zones: MusicZoneService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id' });

  router.get('/music-zones', async (ctx) => {
    const list = await zones.list(callerOf(ctx), routeParam(ctx, 'id'));
    // The zone editor reloads the list after every change: never from a cache.
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { success: true, data: list };
  });

  router.post('/music-zones', async (ctx) => {
    const body = parseBody(ctx, newMusicZoneSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await zones.add(callerOf(ctx), routeParam(ctx, 'id'), body) };
  });

  router.delete('/music-zones/:index', async (ctx) => {
    const list = await zones.remove(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'index'));
    ctx.body = { success: true, data: list };
  });

  router.patch('/music-zones/:index', async (ctx) => {
    const { volume } = parseBody(ctx, musicZoneVolumeSchema);
    const list = await zones.setVolume(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'index'), volume);
    ctx.body = { success: true, data: list };
  });

  router.get('/score-proposal', async (ctx) => {
    ctx.body = { success: true, data: await zones.scoreProposal(callerOf(ctx), routeParam(ctx, 'id')) };
  });

  return router;
}
