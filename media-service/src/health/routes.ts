import Router from '@koa/router';
import { healthAnswer, type HealthCheck } from '@reeltalk/server-kit';

/** GET /health, open to probes without a token (its answer is `mediaHealthSchema` of contracts); 503 when any dependency is down. */
export function healthRoutes(checks: { database: HealthCheck; storage: HealthCheck; queue: HealthCheck }): Router {
  const router = new Router();
  router.get('/health', healthAnswer({ required: checks }));
  return router;
}
