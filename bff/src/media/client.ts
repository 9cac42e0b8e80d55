import {
  apiErrorSchema,
  BYTES,
  mediaRoutePath,
  mediaRoutes,
  NO_CONTENT,
  type MediaRouteAnswer,
  type MediaRouteBodyInput,
  type MediaRouteContract,
  type MediaRouteParams,
  type MediaRouteQuery,
  type MediaRoutes,
} from '@reeltalk/contracts';
import { errorOfStatus, requestIdHeaders } from '@reeltalk/server-kit';
import { countMediaCall } from '../request-work.ts';

/**
 * A refusal of the media-service (4xx) becomes the typed error of its status with its message, which is written for
 * people; the error middleware answers it as it is. A refused service token (401, 403) or a failure of the
 * media-service is ours, not the caller's: an unexpected error, logged and answered 500.
 */
function mediaServiceError(status: number, body: unknown): Error {
  const answer = apiErrorSchema.safeParse(body);
  const refusal = status >= 400 && status < 500 && status !== 401 && status !== 403;
  // Its field names are those of the media-service's body, not of any form the browser shows: left out.
  if (refusal && answer.success) return errorOfStatus(status, answer.data.message);
  return new Error(`The media service answered HTTP ${status}${answer.success ? `: ${answer.data.message}` : ''}`);
}

/** The bytes of a raw body (an upload), sent as they come when they are a stream. */
export interface MediaBytes {
  content: Uint8Array<ArrayBuffer> | AsyncIterable<Uint8Array>;
  contentType: string;
  /** Headers the route reads beside the bytes (SCRIPT_NAME_HEADER). */
  headers?: Record<string, string>;
}

type Body<R extends MediaRouteContract> = R['body'] extends typeof BYTES
  ? { body: MediaBytes }
  : R['body'] extends object
    ? { body: MediaRouteBodyInput<R> }
    : Record<never, never>;

type Query<R extends MediaRouteContract> = R['query'] extends object
  ? { query: MediaRouteQuery<R, 'input'> }
  : Record<never, never>;

/** What a call of a route takes: its path parameters by name, its query and its body, as the route's contract says. */
export type MediaRequest<R extends MediaRouteContract> = MediaRouteParams<R> & Query<R> & Body<R>;

/** A route whose request is empty may be called without one. */
type RequestArgument<R extends MediaRouteContract> = keyof MediaRequest<R> extends never
  ? [request?: MediaRequest<R>]
  : [request: MediaRequest<R>];

/** The internal media-service, reached with the shared service token, by the routes of a contract table. */
export interface MediaClient<Routes extends Record<string, MediaRouteContract> = MediaRoutes> {
  /** True when the media-service answers its health check in time. */
  isHealthy(): Promise<boolean>;
  /**
   * Calls a route: a 2xx answer checked by the route's schema, a refusal thrown as the typed error of its status. A
   * failing streamed body fails the request and nothing is kept.
   */
  call<Name extends keyof Routes & string>(
    name: Name,
    ...request: RequestArgument<Routes[Name]>
  ): Promise<MediaRouteAnswer<Routes[Name]>>;
}

const HEALTH_TIMEOUT_MS = 2000;

/** A request body fetch reads from `chunks` as it sends; a failing source fails the request. */
function requestBodyOf(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A body that is not JSON (a proxy's error page, say) reads as nothing. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The fetch options of a route's body: JSON, or the bytes (streamed half-duplex when they are a stream). */
function bodyInit(contract: MediaRouteContract, request: { body?: unknown }): RequestInit {
  if (contract.body === undefined) return {};
  if (contract.body !== BYTES) {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) };
  }
  const { content, contentType, headers } = request.body as MediaBytes;
  if (content instanceof Uint8Array) return { headers: { ...headers, 'Content-Type': contentType }, body: content };
  // Node's fetch streams a request body only half-duplex; the DOM typings do not know the option.
  return {
    headers: { ...headers, 'Content-Type': contentType },
    body: requestBodyOf(content),
    duplex: 'half',
  } as RequestInit;
}

/** `routes` is the media-service's table; a test may hand another (a route whose answer cannot be read, say). */
export function createMediaClient<Routes extends Record<string, MediaRouteContract> = MediaRoutes>(options: {
  baseUrl: string;
  serviceToken: string;
  routes?: Routes;
}): MediaClient<Routes> {
  const routes = (options.routes ?? mediaRoutes) as Record<string, MediaRouteContract>;
  const request = (path: string, init: RequestInit = {}) => {
    countMediaCall();
    return fetch(`${options.baseUrl}${path}`, {
      ...init,
      // The request id lets one request be followed through the bff's log and the media-service's.
      headers: { ...init.headers, ...requestIdHeaders(), Authorization: `Bearer ${options.serviceToken}` },
    });
  };

  return {
    async isHealthy() {
      try {
        const response = await request(mediaRoutes.health.path, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    },

    async call(name, ...[given]) {
      const contract = routes[name]!;
      const input = (given ?? {}) as Record<string, string> & { query?: Record<string, string>; body?: unknown };
      const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
      const path = `${mediaRoutePath(contract, input)}${query}`;
      const response = await request(path, { method: contract.method, ...bodyInit(contract, input) });
      if (!response.ok) throw mediaServiceError(response.status, parseJson(await response.text()));
      if (contract.answer === BYTES) return new Uint8Array(await response.arrayBuffer()) as never;
      const text = await response.text();
      if (contract.answer === NO_CONTENT) return undefined as never;
      const parsed = contract.answer.safeParse(parseJson(text));
      // An answer we cannot read is our fault (a 500), not the caller's.
      if (!parsed.success)
        throw new Error(`Unexpected answer of the media service to ${path}: ${parsed.error.message}`);
      return parsed.data as never;
    },
  };
}
