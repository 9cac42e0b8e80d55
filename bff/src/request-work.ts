import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';

/** What one request cost the backends behind the bff. */
interface RequestWork {
  queries: number;
  mediaCalls: number;
}

const current = new AsyncLocalStorage<RequestWork>();

/** Called for every database query and media-service call; counts only inside a request that asked to be counted. */
export const countQuery = (): void => {
  const work = current.getStore();
  if (work) work.queries += 1;
};
export const countMediaCall = (): void => {
  const work = current.getStore();
  if (work) work.mediaCalls += 1;
};

const REQUEST_WORK_HEADER = 'X-Request-Work';

/**
 * For the benchmark and tests, when COUNT_REQUEST_WORK is on: a request sent with `X-Request-Work: count` is answered
 * with `X-Request-Work: queries=N, media-calls=M`, what it really cost. Other requests are not counted at all.
 */
export function requestWorkMiddleware(): Middleware {
  return async (ctx, next) => {
    if (ctx.get(REQUEST_WORK_HEADER) !== 'count') return next();
    const work: RequestWork = { queries: 0, mediaCalls: 0 };
    await current.run(work, next);
    ctx.set(REQUEST_WORK_HEADER, `queries=${work.queries}, media-calls=${work.mediaCalls}`);
  };
}
