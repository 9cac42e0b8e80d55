import { AUTH_MESSAGES } from '@reeltalk/contracts';
import { ApiRequestError, errorFromResponse } from './errors.ts';
import { createLimiter } from './limiter.ts';
import type { ApiMonitor } from './monitor.ts';
import { normalizeApiPath } from './path.ts';
import type { HttpMethod, Transport, UploadProgress, WireRequest, WireResponse } from './transport.ts';

interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the user's bearer token (default). Public calls (the shared page) set false. */
  auth?: boolean;
  signal?: AbortSignal;
}

interface UploadOptions extends RequestOptions {
  onProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** multipart/form-data POST; progress follows the bytes sent. */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** GET of a text/event-stream: the body as it arrives. The request leaves the concurrency limit once answered. */
  stream(path: string, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
}

export interface ApiClientOptions {
  /** Prefix of every URL: '' (same origin, the shell proxies /api) or an origin such as http://127.0.0.1:4000. */
  origin?: string;
  getToken(forceRefresh: boolean): Promise<string>;
  /** Clears the stored auth (signs out). */
  signOut(): Promise<void>;
  /** Goes to a route of the app (the shell wires its router; by default a page navigation), with a notice to show there. */
  navigate(path: string, notice?: string): void;
  /** How long after an auth failure the user is sent to /login (100 ms). */
  authRedirectDelayMs: number;
  /** Requests on the wire at once (3). */
  maxConcurrent: number;
  fetch: Transport;
  xhr: Transport;
  /** For stream(): hands a successful body over unread (streamTransport). */
  stream: Transport;
  /** Counts every request (the call monitor); the client starts it once. */
  monitor?: ApiMonitor;
}

interface PreparedRequest {
  method: HttpMethod;
  /** Under /api, without the origin. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  auth: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
  transport: Transport;
}

/**
 * The one API client of the front ends: paths under /api, bearer token, one retry with a fresh token on
 * 401 then sign-out and /login, people-readable errors, at most `maxConcurrent` requests in flight, identical
 * in-flight GETs shared, and every request counted by the monitor.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const run = createLimiter(options.maxConcurrent);
  const inFlightGets = new Map<string, Promise<unknown>>();
  let redirectPending = false;
  options.monitor?.start();

  function authFailure(message: string): ApiRequestError {
    if (!redirectPending) {
      redirectPending = true;
      void options
        .signOut()
        .catch(() => undefined)
        .finally(() => {
          setTimeout(() => {
            redirectPending = false;
            options.navigate('/login', message);
          }, options.authRedirectDelayMs);
        });
    }
    return new ApiRequestError(message, 401);
  }

  function send(request: PreparedRequest, token: string | undefined): Promise<WireResponse> {
    const headers = token ? { ...request.headers, Authorization: `Bearer ${token}` } : request.headers;
    const wire: WireRequest = {
      method: request.method,
      url: request.url,
      headers,
      body: request.body,
      signal: request.signal,
      onUploadProgress: request.onUploadProgress,
    };
    return request.transport(wire);
  }

  async function sendAuthorised(request: PreparedRequest): Promise<WireResponse> {
    if (!request.auth) return send(request, undefined);
    let token: string;
    try {
      token = await options.getToken(false);
    } catch {
      throw authFailure(AUTH_MESSAGES.required);
    }
    const response = await send(request, token);
    if (response.status !== 401) return response;

    // The token may have expired or been revoked since it was cached: try once more with a fresh one.
    let retried: WireResponse;
    try {
      retried = await send(request, await options.getToken(true));
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw authFailure(AUTH_MESSAGES.failedAfterRetry);
    }
    if (retried.status === 401) throw authFailure(AUTH_MESSAGES.required);
    return retried;
  }

  async function execute<T>(request: PreparedRequest): Promise<T> {
    options.monitor?.record(request.path);
    const response = await run(() => sendAuthorised(request));
    if (response.status >= 400) throw errorFromResponse(response.status, response.body);
    return response.body as T;
  }

  function prepare(
    method: HttpMethod,
    path: string,
    body: string | FormData | undefined,
    { headers = {}, auth = true, signal }: RequestOptions,
  ): PreparedRequest {
    const contentType: Record<string, string> = typeof body === 'string' ? { 'Content-Type': 'application/json' } : {};
    const apiPath = normalizeApiPath(path);
    return {
      method,
      path: apiPath,
      url: `${options.origin ?? ''}${apiPath}`,
      headers: { Accept: 'application/json', ...contentType, ...headers },
      body,
      auth,
      signal,
      transport: options.fetch,
    };
  }

  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

  return {
    get<T>(path: string, requestOptions: RequestOptions = {}) {
      const request = prepare('GET', path, undefined, requestOptions);
      // A caller's abort must not cancel another caller's copy, so only signal-free GETs are shared.
      if (request.signal) return execute<T>(request);
      const key = JSON.stringify([request.url, request.auth, request.headers]);
      const existing = inFlightGets.get(key);
      if (existing) return existing as Promise<T>;
      const pending = execute<T>(request).finally(() => inFlightGets.delete(key));
      inFlightGets.set(key, pending);
      return pending;
    },
    post<T>(path: string, body?: unknown, requestOptions: RequestOptions = {}) {
      return execute<T>(prepare('POST', path, json(body), requestOptions));
    },
    put<T>(path: string, body: unknown, requestOptions: RequestOptions = {}) {
      return execute<T>(prepare('PUT', path, json(body), requestOptions));
    },
    patch<T>(path: string, body: unknown, requestOptions: RequestOptions = {}) {
      return execute<T>(prepare('PATCH', path, json(body), requestOptions));
    },
    delete<T>(path: string, requestOptions: RequestOptions = {}) {
      return execute<T>(prepare('DELETE', path, undefined, requestOptions));
    },
    upload<T>(path: string, form: FormData, { onProgress, ...requestOptions }: UploadOptions = {}) {
      return execute<T>({
        ...prepare('POST', path, form, requestOptions),
        onUploadProgress: onProgress,
        transport: options.xhr,
      });
    },
    stream(path: string, { headers, ...requestOptions }: RequestOptions = {}) {
      return execute<ReadableStream<Uint8Array>>({
        ...prepare('GET', path, undefined, { ...requestOptions, headers: { Accept: 'text/event-stream', ...headers } }),
        transport: options.stream,
      });
    },
  };
}
