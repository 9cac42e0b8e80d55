import type { Context, Middleware } from 'koa';
import { pino, type Level, type Logger } from 'pino';
import { acceptedRequestId, REQUEST_ID_HEADER, withRequestId } from './request-context.ts';

export function createLogger(name: string, level: Level | 'silent'): Logger {
  return pino({ name, level });
}

/**
 * Gives every request an id (X-Request-Id in and out, and on every call it makes to another service) and logs one
 * line when it is answered; `details` adds what the service knows of the request (the caller, say).
 */
export function requestLogMiddleware(
  logger: Logger,
  details: (ctx: Context) => Record<string, unknown> = () => ({}),
): Middleware {
  return (ctx, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(ctx.get(REQUEST_ID_HEADER));
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    return withRequestId(requestId, async () => {
      try {
        await next();
      } finally {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        const line = { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms, ...details(ctx) };
        if (ctx.status >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      }
    });
  };
}
