import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { AppState } from './state.ts';

/** An error the client caused or may see: it carries its HTTP status, a stable code and a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name → message, for forms that show each message beside its field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message = 'The request is not valid.', fields?: Record<string, string>) {
    super(400, 'bad_request', message, fields);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Authentication required. Please log in again.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this resource.') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message = 'The request body is too large.') {
    super(413, 'payload_too_large', message);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message = 'Send the request body as application/json.') {
    super(415, 'unsupported_media_type', message);
  }
}

export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, 'unprocessable', message);
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** Zod issues keyed by their top-level field; the first message per field wins, as the browser shows one. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

function fromZod(error: ZodError): AppError {
  const fields = fieldMessages(error);
  const unknownKeys = error.issues.find((issue) => issue.code === 'unrecognized_keys');
  const message = unknownKeys
    ? `Unknown field${unknownKeys.keys.length > 1 ? 's' : ''}: ${unknownKeys.keys.join(', ')}`
    : (Object.values(fields)[0] ?? 'The request is not valid.');
  return new BadRequest(message, fields);
}

/** Errors raised by the body parser (co-body / raw-body) carry an HTTP status and sometimes a type. */
interface HttpLikeError {
  status?: unknown;
  type?: unknown;
}

function fromHttpLike(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, type } = error as HttpLikeError;
  if (error instanceof SyntaxError && status === 400) return new BadRequest('The request body is not valid JSON.');
  if (type === 'entity.too.large' || status === 413) return new PayloadTooLarge();
  if (status === 415) return new UnsupportedMediaType();
  if (status === 400) return new BadRequest();
  return undefined;
}

/** Turns anything thrown into a status and a JSON body; unknown errors become a generic 500. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  const known = error instanceof AppError ? error : error instanceof ZodError ? fromZod(error) : fromHttpLike(error);
  if (!known) {
    return {
      status: 500,
      body: { error: 'internal', message: 'Something went wrong on our side. Please try again later.' },
      unexpected: true,
    };
  }
  const body: ErrorBody = { error: known.code, message: known.message };
  if (known.fields) body.fields = known.fields;
  return { status: known.status, body, unexpected: false };
}

/** The one place errors become responses; unexpected ones are logged with the request id and hidden from clients. */
export function errorMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const response = toErrorResponse(error);
      if (response.unexpected) logger.error({ err: error, requestId: ctx.state.requestId }, 'unexpected error');
      ctx.status = response.status;
      ctx.body = response.body;
    }
  };
}
