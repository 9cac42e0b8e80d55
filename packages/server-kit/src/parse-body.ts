import type { z } from 'zod';
import { UnsupportedMediaType } from './errors.ts';

/** What parseBody reads of a Koa context (the bff's and the media-service's differ in their state). */
interface BodyContext {
  get(field: string): string;
  is(type: string): string | false | null;
  request: { body?: unknown };
}

/** Parses the JSON body (read by jsonBodyParser) with a contracts schema; zod's error reaches the error middleware as a 400. */
export function parseBody<T extends z.ZodType>(ctx: BodyContext, schema: T): z.output<T> {
  if (ctx.get('Content-Type') && !ctx.is('application/json')) throw new UnsupportedMediaType();
  return schema.parse(ctx.request.body ?? {});
}
