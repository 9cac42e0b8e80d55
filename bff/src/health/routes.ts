import Router from '@koa/router';
import type { Health } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { MediaClient } from '../media/client.ts';
import type { AppState } from '../state.ts';

/**
 * GET /api/health, public. 200 while the database answers: the media-service is reported but not required, so the
 * bff's start-up check needs only the bff itself; 503 when the database is unreachable, as nothing can be served.
 */
export function healthRoutes(db: Kysely<Database>, media: MediaClient): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/health', async (ctx) => {
    const [database, mediaService] = await Promise.all([
      sql`select 1`.execute(db).then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      ),
      media.isHealthy().then((healthy) => (healthy ? ('ok' as const) : ('unreachable' as const))),
    ]);
    const body: Health = { status: database === 'ok' ? 'ok' : 'unavailable', database, mediaService };
    ctx.status = database === 'ok' ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
