import Router from '@koa/router';
import { musicZoneVolumeSchema, newMusicZoneSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { MusicZoneService } from './service.ts';

/** A project's music zones, and the proposal of a zone per chapter. */
export function musicZoneRoutes(zones: MusicZoneService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects/:id' });

  router.get(
    '/music-zones',
    answerData(async (ctx) => {
      const list = await zones.list(callerOf(ctx), routeParam(ctx, 'id'));
      // The zone editor reloads the list after every change: never from a cache.
      ctx.set('Cache-Control', 'no-cache');
      return list;
    }),
  );

  router.post(
    '/music-zones',
    answerData(async (ctx) => {
      const body = parseBody(ctx, newMusicZoneSchema);
      ctx.status = 201;
      return zones.add(callerOf(ctx), routeParam(ctx, 'id'), body);
    }),
  );

  router.delete(
    '/music-zones/:index',
    answerData((ctx) => zones.remove(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'index'))),
  );

  router.patch(
    '/music-zones/:index',
    answerData(async (ctx) => {
      const { volume } = parseBody(ctx, musicZoneVolumeSchema);
      return zones.setVolume(callerOf(ctx), routeParam(ctx, 'id'), routeParam(ctx, 'index'), volume);
    }),
  );

  router.get(
    '/score-proposal',
    answerData((ctx) => zones.scoreProposal(callerOf(ctx), routeParam(ctx, 'id'))),
  );

  return router;
}
