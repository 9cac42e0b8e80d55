import { apiErrorMessage, NETWORK_ERROR } from '@reeltalk/contracts';

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
    super(NETWORK_ERROR, 0);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A failed answer as an error: the text for people (contracts' apiErrorMessage), the server's code and fields. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const { error, fields } = isRecord(body) ? body : {};
  return new ApiRequestError(
    apiErrorMessage(body, status),
    status,
    typeof error === 'string' && error !== '' ? error : undefined,
    isRecord(fields) ? (fields as Record<string, string>) : undefined,
  );
}
