/** Field name → message, for forms that show each message beside its field. */
export type FieldMessages = Record<string, string>;

/** An error the client caused or may see: it carries its HTTP status, a stable code and a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The typed error of one status: `instanceof` tells it apart, and its default message suits most uses. Its name is
 * its code in PascalCase (not_found: NotFound).
 */
function statusError(status: number, code: string, defaultMessage: string) {
  const StatusError = class extends AppError {
    constructor(message = defaultMessage, fields?: FieldMessages) {
      super(status, code, message, fields);
    }
  };
  const name = code.replace(/(?:^|_)(\w)/g, (_, letter: string) => letter.toUpperCase());
  Object.defineProperty(StatusError, 'name', { value: name });
  return StatusError;
}

export const BadRequest = statusError(400, 'bad_request', 'The request is not valid.');
export const Unauthorized = statusError(401, 'unauthorized', 'Authentication required. Please log in again.');
export const Forbidden = statusError(403, 'forbidden', 'You do not have access to this resource.');
export const NotFound = statusError(404, 'not_found', 'Not found.');
export const Conflict = statusError(409, 'conflict', 'The request conflicts with the current state.');
export const Gone = statusError(410, 'gone', 'This is no longer available.');
export const PayloadTooLarge = statusError(413, 'payload_too_large', 'The request body is too large.');
export const UnsupportedMediaType = statusError(
  415,
  'unsupported_media_type',
  'Send the request body as application/json.',
);
export const Unprocessable = statusError(422, 'unprocessable', 'The request cannot be processed.');

/** Over a limit: answered 429 with `Retry-After`, so a client knows when to try again; the message says it in words. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    /** Whole seconds until the limit lets the caller through again (at least 1). */
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
    this.name = 'TooManyRequests';
  }
}

const byStatus = {
  400: BadRequest,
  401: Unauthorized,
  403: Forbidden,
  404: NotFound,
  409: Conflict,
  410: Gone,
  413: PayloadTooLarge,
  415: UnsupportedMediaType,
  422: Unprocessable,
} as const;

type ClientErrorStatus = keyof typeof byStatus;

export function isClientErrorStatus(status: unknown): status is ClientErrorStatus {
  return typeof status === 'number' && status in byStatus;
}

/** The typed error of a status, so `instanceof NotFound` holds whoever raised it; other statuses keep their code. */
export function errorOfStatus(status: number, message?: string, fields?: FieldMessages): AppError {
  if (isClientErrorStatus(status)) return new byStatus[status](message, fields);
  return new AppError(status, status >= 500 ? 'internal' : 'client_error', message ?? `HTTP ${status}`, fields);
}
