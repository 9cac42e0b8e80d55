import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';
import { BadRequest, NotFound, Unauthorized, UnsupportedMediaType } from '@reeltalk/server-kit';
import type { AppState, Caller } from './state.ts';

export type AppContext = ParameterizedContext<AppState>;

/** Parses the JSON body with a contracts schema; zod's error reaches the error middleware as a 400. */
export function parseBody<T extends z.ZodType>(ctx: AppContext, schema: T): z.output<T> {
  if (ctx.get('Content-Type') && !ctx.is('application/json')) throw new UnsupportedMediaType();
  return schema.parse(ctx.request.body ?? {});
}

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
