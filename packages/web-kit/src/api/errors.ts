import { API_MESSAGES, httpStatusMessage } from './messages.ts';

/** A failed API call: `message` is for people, `code` is the server's machine-readable `error` field. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The request never got an answer (server down, connection lost, CORS refused). */
export class NetworkError extends ApiRequestError {
  constructor() {
    super(API_MESSAGES.network, 0);
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The server's error text: our servers answer { error: code, message: text for people }, so the message comes first;
 * a body with only `error` (or only `message`) uses that; anything else gives 'HTTP {status}'.
 */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = text(fields.message) ?? text(fields.error) ?? httpStatusMessage(status);
  const details =
    typeof fields.fields === 'object' && fields.fields !== null ? (fields.fields as Record<string, string>) : undefined;
  return new ApiRequestError(message, status, text(fields.error), details);
}

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
