import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header that carries a request's id between the browser, the bff and the media-service, and back. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming id is kept only when it looks like one of ours (a UUID, or a short token of letters, digits and
 * - _ . :), so a caller cannot forge log lines or flood them with long values.
 */
const ourRequestId = /^[\w.:-]{8,64}$/;

export function acceptedRequestId(incoming: string | undefined): string {
  return incoming && ourRequestId.test(incoming) ? incoming : randomUUID();
}

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: every call it makes to another service carries that id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run({ requestId }, work);
}

/** The id of the request being handled, when there is one. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Headers that pass the current request's id on to another service. */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}
