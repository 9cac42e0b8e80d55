import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { Unauthorized } from '@reeltalk/server-kit';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Only the bff (holder of SERVICE_TOKEN) may call this service; the health check stays open for probes. */
export function serviceTokenMiddleware(serviceToken: string): Middleware {
  const expected = digest(serviceToken);
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/health') return next();
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Comparing digests keeps the comparison constant-time whatever the presented length.
    if (!token || !timingSafeEqual(digest(token), expected)) {
      throw new Unauthorized('A valid service token is required.');
    }
    return next();
  };
}
