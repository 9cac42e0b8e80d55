import type Router from '@koa/router';
import {
  BYTES,
  NO_CONTENT,
  type MediaRouteAnswerInput,
  type MediaRouteBody,
  type MediaRouteContract,
  type MediaRouteParams,
  type MediaRouteQuery,
} from '@reeltalk/contracts';
import { parseBody } from '@reeltalk/server-kit';
import type { Context } from 'koa';
import type { z } from 'zod';

/** A request to a contract route, checked: its parameters, query and JSON body as the rules and the contract say. */
export interface ServedRequest<R extends MediaRouteContract> {
  params: MediaRouteParams<R>;
  query: MediaRouteQuery<R>;
  body: MediaRouteBody<R>;
  /** For what a contract does not describe: a raw body (ctx.req), the type of a byte answer. */
  ctx: Context;
}

/**
 * This service's own rules on top of a route's contract (which keys and ids it takes): a parameter's or query
 * parameter's schema, and a body schema (given the parameters) whose answer the contract's body type still fits.
 */
export interface RouteRules<R extends MediaRouteContract> {
  params?: { [Name in keyof MediaRouteParams<R>]?: z.ZodType<string, string> };
  query?: { [Name in keyof MediaRouteQuery<R>]?: z.ZodType<MediaRouteQuery<R>[Name], string> };
  body?: (params: MediaRouteParams<R>) => z.ZodType<MediaRouteBody<R>>;
}

/** Each value parsed by its own schema, the rule's when there is one: a refused one is a 400 naming no field, as a path segment has none. */
function parseEach(
  values: Record<string, unknown>,
  schemas: Readonly<Record<string, z.ZodType | undefined>> | undefined,
  rules: Readonly<Record<string, z.ZodType | undefined>> | undefined,
  names: string[],
): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const schema = rules?.[name] ?? schemas?.[name];
      return [name, schema ? schema.parse(values[name]) : values[name]];
    }),
  );
}

const paramNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Registers `handler` for a route of the media-service's contract table: its method and path, its body parsed by the
 * contract's schema (or the rule's) with server-kit's parseBody, and its answer typed by the contract's answer
 * schema, sent with the contract's status (a handler may set another on `ctx`, as a mix already stored answers 200).
 */
export function serveRoute<R extends MediaRouteContract>(
  router: Router,
  contract: R,
  handler: (request: ServedRequest<R>) => Promise<MediaRouteAnswerInput<R>> | MediaRouteAnswerInput<R>,
  rules: RouteRules<R> = {},
): void {
  const names = paramNames(contract.path);
  const method = ({ GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const)[contract.method];
  router[method](contract.path, async (ctx) => {
    const params = parseEach(ctx.params, undefined, rules.params, names) as MediaRouteParams<R>;
    const query = parseEach(ctx.query, contract.query, rules.query, Object.keys(contract.query ?? {}));
    const schema = rules.body?.(params) ?? contract.body;
    const body = schema && schema !== BYTES ? parseBody(ctx, schema) : undefined;
    if (contract.status) ctx.status = contract.status;
    const answer = await handler({
      params,
      query: query as MediaRouteQuery<R>,
      body: body as MediaRouteBody<R>,
      ctx,
    });
    if (contract.answer === NO_CONTENT) return;
    const bytes = answer as Uint8Array;
    ctx.body = contract.answer === BYTES ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : answer;
  });
}
