import type { ApiError } from '@reeltalk/contracts';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  AppError,
  BadRequest,
  errorOfStatus,
  isClientErrorStatus,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  UnsupportedMediaType,
  type FieldMessages,
} from './errors.ts';
import { currentRequestId } from './request-context.ts';

/** Zod issues keyed by their field path; the first message per field wins, as the browser shows one. */
function fieldMessages(error: ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

interface ErrorAnswers {
  /**
   * Name the field in the message of a refused body (`prosody.rate: Too big…`): for a service whose callers are
   * programs, as the media-service's is the bff. People at a form read the message beside its field instead.
   */
  fieldInMessage?: boolean;
}

function fromZod(error: ZodError, { fieldInMessage = false }: ErrorAnswers): AppError {
  const fields = fieldMessages(error);
  const unknownKeys = error.issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknownKeys) {
    return new BadRequest(
      `Unknown field${unknownKeys.keys.length > 1 ? 's' : ''}: ${unknownKeys.keys.join(', ')}`,
      fields,
    );
  }
  const [field, message] = Object.entries(fields)[0] ?? ['_', 'The request is not valid.'];
  return new BadRequest(fieldInMessage && field !== '_' ? `${field}: ${message}` : message, fields);
}

/**
 * Errors of Koa's own middleware (body parser, http-errors) carry the client-error status they stand for; their
 * texts are written for developers, so people get the status's own message.
 */
function fromHttpLike(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (error instanceof SyntaxError && status === 400) return new BadRequest('The request body is not valid JSON.');
  if (type === 'entity.too.large' || status === 413) return new PayloadTooLarge();
  if (status === 415) return new UnsupportedMediaType();
  return isClientErrorStatus(status) ? errorOfStatus(status) : undefined;
}

/** Turns anything thrown into a status and a JSON body; unknown errors become a generic 500. */
export function toErrorResponse(
  error: unknown,
  answers: ErrorAnswers = {},
): { status: number; body: ApiError; unexpected: boolean } {
  const known =
    error instanceof AppError ? error : error instanceof ZodError ? fromZod(error, answers) : fromHttpLike(error);
  if (!known || known.status >= 500) {
    return {
      status: 500,
      body: { error: 'internal', message: 'Something went wrong on our side. Please try again later.' },
      unexpected: true,
    };
  }
  const body: ApiError = { error: known.code, message: known.message };
  if (known.fields) body.fields = known.fields;
  return { status: known.status, body, unexpected: false };
}

/**
 * The one place errors become `{error, message, fields?}` answers. Unexpected ones are logged with the request id and
 * hidden from clients; a request no route answered gets a 404 of the same shape.
 */
export function errorMiddleware(logger: Logger, answers: ErrorAnswers = {}): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) throw new NotFound();
    } catch (error) {
      const response = toErrorResponse(error, answers);
      if (response.unexpected) {
        logger.error(
          { err: error, requestId: currentRequestId(), method: ctx.method, path: ctx.path },
          'request failed',
        );
      }
      ctx.status = response.status;
      ctx.body = response.body;
      if (error instanceof TooManyRequests) ctx.set('Retry-After', String(error.retryAfterSeconds));
    }
  };
}
