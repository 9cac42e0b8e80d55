import Router from '@koa/router';
import { healthAnswer } from '@reeltalk/server-kit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { MediaClient } from '../media/client.ts';
import type { AppState } from '../state.ts';

/**
 * GET /api/health, public (its answer is `Health` of contracts). 200 while the database answers: the media-service is
 * reported but not required, so the bff's start-up check needs only the bff itself; 503 when the database is
 * unreachable, as nothing can be served.
 */
export function healthRoutes(db: Kysely<Database>, media: MediaClient): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/api/health',
    healthAnswer({
      required: { database: () => sql`select 1`.execute(db).then(() => true) },
      reported: { mediaService: () => media.isHealthy() },
    }),
  );
  return router;
}
