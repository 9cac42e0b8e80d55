import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { ParameterizedContext } from 'koa';
import { BadRequest, NotFound, Unauthorized } from '@reeltalk/server-kit';
import type { AppState, Caller } from './state.ts';

export type AppContext = ParameterizedContext<AppState>;

export { parseBody } from '@reeltalk/server-kit';

/**
 * A parser of the request's multipart/form-data body, within `limits`. A body of another kind is read and dropped
 * and refused with a BadRequest saying `notMultipart`.
 */
export function multipartParser(request: IncomingMessage, limits: busboy.Limits, notMultipart: string): busboy.Busboy {
  try {
    // Browsers send file names as raw UTF-8.
    return busboy({ headers: request.headers, defParamCharset: 'utf8', limits });
  } catch {
    request.resume();
    throw new BadRequest(notMultipart);
  }
}

/** The caller the auth middleware placed on the context; routes behind it can rely on it. */
export function callerOf(ctx: AppContext): Caller {
  if (!ctx.state.caller) throw new Unauthorized();
  return ctx.state.caller;
}

/** A named path parameter; the router only matches when it is present, so absence means no such resource. */
export function routeParam(ctx: { params: Record<string, string> }, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new NotFound();
  return value;
}
