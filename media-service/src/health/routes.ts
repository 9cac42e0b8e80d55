import { healthRoute, type HealthCheck } from '@reeltalk/server-kit';
import type { Middleware } from 'koa';

/** GET /health, open to probes without a token (its answer is `mediaHealthSchema` of contracts); 503 when any dependency is down. */
export function healthRoutes(checks: { database: HealthCheck; storage: HealthCheck; queue: HealthCheck }): Middleware {
  return healthRoute('/health', { required: checks });
}
