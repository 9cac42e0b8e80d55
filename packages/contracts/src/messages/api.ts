export const NETWORK_ERROR = 'Network error. Please check your connection.';

export const AUTH_MESSAGES = {
  required: 'Authentication required. Please log in again.',
  failedAfterRetry: 'Authentication failed after retry. Please log in again.',
  noUser: 'User not authenticated',
} as const;

export function httpStatusMessage(status: number): string {
  return `HTTP ${status}`;
}

/**
 * The text of a failed API answer: the body's message, else its error, else 'HTTP {status}'. The spec reads 'error
 * or message'; our servers put a code in `error` and the text for people in `message`, so message comes first.
 */
export function apiErrorMessage(body: unknown, status: number): string {
  const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof error === 'string' && error !== '') return error;
  return httpStatusMessage(status);
}
