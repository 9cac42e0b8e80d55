import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One log line per request, after it is answered, with the time it took. */
export function requestLogMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({ method: ctx.method, url: ctx.url, status: ctx.status, ms }, 'request');
    }
  };
}
