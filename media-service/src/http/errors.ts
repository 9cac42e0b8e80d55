import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';

/** The error codes every ReelTalk service answers with, one per status the services use. */
const codes = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  500: 'internal',
} as const;

type Status = keyof typeof codes;
export type ErrorCode = (typeof codes)[Status];

/** An error whose message is meant for people and whose status says what went wrong. */
export abstract class HttpError extends Error {
  abstract readonly status: Status;
  get code(): ErrorCode {
    return codes[this.status];
  }
}

export class BadRequestError extends HttpError {
  readonly status = 400;
}
export class UnauthorizedError extends HttpError {
  readonly status = 401;
}
export class NotFoundError extends HttpError {
  readonly status = 404;
}
export class PayloadTooLargeError extends HttpError {
  readonly status = 413;
}
export class UnsupportedMediaTypeError extends HttpError {
  readonly status = 415;
}
export class UnprocessableError extends HttpError {
  readonly status = 422;
}

function isStatus(value: unknown): value is Status {
  return typeof value === 'number' && value in codes;
}

/** Errors raised by Koa's middleware (body parser, http-errors) carry the client-error status they stand for. */
function clientStatus(error: unknown): Status | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return isStatus(status) && status < 500 ? status : undefined;
}

/** The one place where errors become `{ error, message }` JSON with the right status. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: codes[404], message: 'Not found' };
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { error: error.code, message: error.message };
      } else if (error instanceof ZodError) {
        const issue = error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        ctx.status = 400;
        ctx.body = { error: codes[400], message: `${where}${issue?.message ?? 'Invalid request'}` };
      } else if (clientStatus(error)) {
        const status = clientStatus(error) as Status;
        ctx.status = status;
        const message = error instanceof SyntaxError ? 'The request body is not valid JSON.' : (error as Error).message;
        ctx.body = { error: codes[status], message };
      } else {
        logger.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
        ctx.status = 500;
        ctx.body = { error: codes[500], message: 'Something went wrong on our side. Please try again.' };
      }
    }
  };
}
