import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { pino, type Level, type Logger } from 'pino';
import type { AppState } from './state.ts';

export function createLogger(level: Level | 'silent'): Logger {
  return pino({ name: 'bff', level });
}

/** An incoming id is kept only when it is short and plain, so it cannot forge log lines. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Gives every request an id (X-Request-Id in and out) and logs one line when it finishes. */
export function requestLogMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          uid: ctx.state.caller?.uid,
        },
        'request',
      );
    }
  };
}
