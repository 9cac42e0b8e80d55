import { bodyParser } from '@koa/bodyparser';
import { hasLoneSurrogate } from '@reeltalk/contracts';
import type { Middleware } from 'koa';
import { BadRequest } from './errors.ts';

/**
 * Characters no request text may hold, whatever field it is: NUL (Postgres refuses it in text, once a 500 on many
 * routes), the other C0 controls and DEL. JSON strings may keep tab and line breaks (descriptions, comments, scripts);
 * a query parameter is one line, so it may hold no control character at all. Lone surrogates, which cannot be stored,
 * are refused in both.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const JSON_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const QUERY_CONTROL = /\p{Cc}/u;

const isAllowed = (text: string, control: RegExp): boolean => !control.test(text) && !hasLoneSurrogate(text);

export const INPUT_MESSAGES = {
  notAllowed: (field: string) => `${field} contains a character that is not allowed`,
  keyNotAllowed: (where: string) => `A field name in ${where} contains a character that is not allowed`,
} as const;

const refuse = (field: string, message = INPUT_MESSAGES.notAllowed(field)) =>
  new BadRequest(message, { [field]: message });

/**
 * Refuses a parsed JSON body with a string or key that holds a refused character, naming the field by its path
 * (`units.3.text`). Walked without recursion: a body nested thousands deep is refused elsewhere, not a stack overflow.
 */
function checkJson(body: unknown): void {
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isAllowed(value, JSON_CONTROL)) throw refuse(path || 'The request body');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (!isAllowed(key, JSON_CONTROL)) {
        const where = path || 'the request body';
        throw refuse(where, INPUT_MESSAGES.keyNotAllowed(where));
      }
      pending.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
}

/** The one JSON body parser of a service: `application/json` up to `jsonLimit`, every string and key checked. */
export function jsonBodyParser(jsonLimit: string): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit });
  return (ctx, next) =>
    parse(ctx, async () => {
      checkJson(ctx.request.body);
      await next();
    });
}

/** Refuses a request whose query has a parameter (name or value) with a control or broken character, naming it. */
export function queryCheck(): Middleware {
  return async (ctx, next) => {
    for (const [name, value] of Object.entries(ctx.query)) {
      if (!isAllowed(name, QUERY_CONTROL))
        throw refuse('query', 'A query parameter name contains a character that is not allowed');
      for (const text of [value ?? []].flat()) {
        if (!isAllowed(text, QUERY_CONTROL)) throw refuse(name);
      }
    }
    await next();
  };
}
