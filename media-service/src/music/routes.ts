import Router from '@koa/router';
import { mediaRoutes, scoreProposalRequestSchema } from '@reeltalk/contracts';
import { serveRoute } from '../http/serve-route.ts';
import { objectKeySchema, projectIdSchema } from '../storage/keys.ts';
import type { MusicService } from './service.ts';

/** The contract's request, whose timeline key must be a key this service built. */
const scoreRequestSchema = scoreProposalRequestSchema.extend({ timelineKey: objectKeySchema });

const params = { projectId: projectIdSchema };

export function musicRoutes(music: MusicService): Router {
  const router = new Router();
  serveRoute(router, mediaRoutes.startMusic, ({ params: { projectId }, body }) => music.start(projectId, body), {
    params,
  });
  serveRoute(router, mediaRoutes.stockTracks, async () => ({ tracks: await music.stockTracks() }));
  serveRoute(
    router,
    mediaRoutes.scoreProposal,
    ({ params: { projectId }, body }) => music.scoreProposal(projectId, body.timelineKey),
    { params, body: () => scoreRequestSchema },
  );
  return router;
}
