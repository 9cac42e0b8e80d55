import { NetworkError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100 */
  percent: number;
}

export interface WireRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface WireResponse {
  status: number;
  body: unknown;
}

/** Sends one request; rejects with NetworkError when no answer came, with AbortError when aborted. */
export type Transport = (request: WireRequest) => Promise<WireResponse>;

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async ({ method, url, headers, body, signal }) => {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw abortError();
      throw Object.assign(new NetworkError(), { cause: error });
    }
    return { status: response.status, body: parseBody(text, response.headers.get('content-type')) };
  };
}

/**
 * fetch for an answer read while it arrives (an event stream): a successful body is handed over unread, as the
 * ReadableStream; a failed one is parsed like any other answer.
 */
export function streamTransport(fetchImpl: typeof fetch): Transport {
  return async ({ method, url, headers, signal }) => {
    try {
      const response = await fetchImpl(url, { method, headers, signal });
      if (!response.ok) {
        return {
          status: response.status,
          body: parseBody(await response.text(), response.headers.get('content-type')),
        };
      }
      if (!response.body) throw new Error('The answer has no body to stream');
      return { status: response.status, body: response.body };
    } catch (error) {
      if (signal?.aborted) throw abortError();
      throw Object.assign(new NetworkError(), { cause: error });
    }
  };
}

/** XMLHttpRequest, because fetch cannot report upload progress. */
export function xhrTransport(createXhr: () => XMLHttpRequest): Transport {
  return ({ method, url, headers, body, signal, onUploadProgress }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const xhr = createXhr();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onUploadProgress) {
        xhr.upload.onprogress = (event) => {
          if (!event.lengthComputable) return;
          onUploadProgress({
            loaded: event.loaded,
            total: event.total,
            percent: Math.round((event.loaded / event.total) * 100),
          });
        };
      }
      xhr.onload = () =>
        resolve({ status: xhr.status, body: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')) });
      xhr.onerror = () => reject(new NetworkError());
      xhr.ontimeout = () => reject(new NetworkError());
      xhr.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body ?? null);
    });
}
