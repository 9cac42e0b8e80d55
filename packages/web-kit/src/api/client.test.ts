import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { sendJson, startTestServer, type Handler } from '../../testing/testServer.ts';
import { fetchTransport, streamTransport, xhrTransport } from './transport.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  server = await startTestServer(handler);
  const calls = { signOut: vi.fn(async () => {}), navigate: vi.fn(), getToken: vi.fn(async () => 'token-1') };
  const api = createApiClient({
    origin: server.origin,
    getToken: calls.getToken,
    signOut: calls.signOut,
    navigate: calls.navigate,
    authRedirectDelayMs: 100,
    maxConcurrent: 3,
    fetch: fetchTransport(globalThis.fetch),
    xhr: xhrTransport(() => new XMLHttpRequest()),
    stream: streamTransport(globalThis.fetch),
    ...overrides,
  });
  return { api, server, ...calls };
}

const echo: Handler = (request, response) =>
  sendJson(response, 200, { method: request.method, url: request.url, body: request.body.toString() || null });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as ApiRequestError,
  );

describe('paths, token and bodies', () => {
  it('puts every path under /api', async () => {
    const { api, server } = await setup(echo);
    for (const path of ['projects', '/projects', 'api/projects', '/api/projects']) await api.get(path);
    expect(server.requests.map((request) => request.url)).toEqual(Array(4).fill('/api/projects'));
  });

  it('sends the bearer token and JSON bodies with each method', async () => {
    const { api, server } = await setup(echo);
    await expect(api.post('/projects', { name: 'A' })).resolves.toEqual({
      method: 'POST',
      url: '/api/projects',
      body: '{"name":"A"}',
    });
    await api.put('/projects/p1/publisher', { publisherId: null });
    await api.patch('/projects/p1', { status: 2 });
    await api.delete('/projects/p1');
    expect(server.requests.map((request) => [request.method, request.headers.authorization])).toEqual([
      ['POST', 'Bearer token-1'],
      ['PUT', 'Bearer token-1'],
      ['PATCH', 'Bearer token-1'],
      ['DELETE', 'Bearer token-1'],
    ]);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends no token for public calls', async () => {
    const { api, server, getToken } = await setup(echo);
    await api.get('/projects/p1/share-view', { auth: false, headers: { 'X-Access-Key': 'k' } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers['x-access-key']).toBe('k');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('answers undefined for an empty body', async () => {
    const { api } = await setup((_, response) => void response.writeHead(204).end());
    await expect(api.delete('/projects/p1')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it("shows the server's message for people, keeping its error code", async () => {
    const { api } = await setup((_, response) =>
      sendJson(response, 404, { error: 'not_found', message: 'Project not found' }),
    );
    const error = await rejection(api.get('/projects/x'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.message, error.status, error.code]).toEqual(['Project not found', 404, 'not_found']);
  });

  it('uses the error field when there is no message', async () => {
    const { api } = await setup((_, response) => sendJson(response, 409, { error: 'Project already exists' }));
    expect((await rejection(api.post('/projects', {}))).message).toBe('Project already exists');
  });

  it("falls back to 'HTTP {status}'", async () => {
    const { api } = await setup(
      (_, response) => void response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    expect((await rejection(api.get('/projects'))).message).toBe('HTTP 502');
  });

  it('reports a network failure in words', async () => {
    const { api, server } = await setup(echo);
    await server.close();
    const error = await rejection(api.get('/projects'));
    expect([error.message, error.status]).toEqual(['Network error. Please check your connection.', 0]);
  });
});

describe('authentication failures', () => {
  /** Accepts only the token 'fresh'. */
  const freshTokenOnly: Handler = (request, response) =>
    request.headers.authorization === 'Bearer fresh'
      ? sendJson(response, 200, { ok: true })
      : sendJson(response, 401, { error: 'unauthorized', message: 'Invalid token' });

  it('retries a 401 once with a refreshed token', async () => {
    const getToken = vi.fn(async (forceRefresh: boolean) => (forceRefresh ? 'fresh' : 'stale'));
    const { api, server, signOut, navigate } = await setup(freshTokenOnly, { getToken });
    await expect(api.get('/users/profile')).resolves.toEqual({ ok: true });
    expect(getToken.mock.calls).toEqual([[false], [true]]);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out and goes to /login when the refreshed token is refused too', async () => {
    const { api, server, signOut, navigate } = await setup(freshTokenOnly, { getToken: async () => 'revoked' });
    const error = await rejection(api.get('/users/profile'));
    expect([error.message, error.status]).toEqual(['Authentication required. Please log in again.', 401]);
    expect(server.requests).toHaveLength(2);
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login', 'Authentication required. Please log in again.'),
    );
    expect(signOut.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0]!);
  });

  it('says the retry failed when no fresh token can be had', async () => {
    const getToken = vi.fn(async (forceRefresh: boolean) => {
      if (forceRefresh) throw new Error('auth/user-token-expired');
      return 'stale';
    });
    const { api, signOut, navigate } = await setup(freshTokenOnly, { getToken });
    expect((await rejection(api.get('/users/profile'))).message).toBe(
      'Authentication failed after retry. Please log in again.',
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login', 'Authentication failed after retry. Please log in again.'),
    );
  });

  it('sends nothing and asks to log in when nobody is signed in', async () => {
    const getToken = vi.fn(async () => {
      throw new Error('User not authenticated');
    });
    const { api, server, navigate } = await setup(echo, { getToken });
    expect((await rejection(api.get('/projects'))).message).toBe('Authentication required. Please log in again.');
    expect(server.requests).toHaveLength(0);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login', 'Authentication required. Please log in again.'),
    );
  });

  it('redirects once when several calls fail together', async () => {
    const { api, signOut, navigate } = await setup(freshTokenOnly, { getToken: async () => 'revoked' });
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.post('/c')]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('batching', () => {
  /** Holds every request until release() is called; counts how many were open at once. */
  function holdingServer() {
    const held: Array<() => void> = [];
    let open = 0;
    let mostOpen = 0;
    const handler: Handler = (request, response) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      held.push(() => {
        open -= 1;
        sendJson(response, 200, { url: request.url });
      });
    };
    return {
      handler,
      held,
      mostOpen: () => mostOpen,
      release: () => held.splice(0).forEach((answer) => answer()),
    };
  }

  it('keeps at most 3 requests in flight and runs the rest as slots free up', async () => {
    const hold = holdingServer();
    const { api, server } = await setup(hold.handler);
    const results = ['/a', '/b', '/c', '/d', '/e'].map((path) => api.get<{ url: string }>(path));
    await vi.waitFor(() => expect(hold.held).toHaveLength(3));
    expect(server.requests).toHaveLength(3);
    hold.release();
    await vi.waitFor(() => expect(hold.held).toHaveLength(2));
    hold.release();
    expect((await Promise.all(results)).map((result) => result.url)).toEqual([
      '/api/a',
      '/api/b',
      '/api/c',
      '/api/d',
      '/api/e',
    ]);
    expect(hold.mostOpen()).toBe(3);
  });

  it('shares one identical GET in flight, but not different ones or later ones', async () => {
    const hold = holdingServer();
    const { api, server } = await setup(hold.handler);
    const first = api.get('/projects');
    const second = api.get('projects');
    const traced = api.get('/projects', { headers: { 'X-Trace': '1' } });
    await vi.waitFor(() => expect(hold.held).toHaveLength(2));
    hold.release();
    const [a, b] = await Promise.all([first, second, traced]);
    expect(a).toEqual({ url: '/api/projects' });
    expect(b).toBe(a);
    const later = api.get('/projects');
    await vi.waitFor(() => expect(hold.held).toHaveLength(1));
    hold.release();
    await later;
    expect(server.requests).toHaveLength(3);
  });
});

describe('multipart upload', () => {
  it('posts the form with the token and reports progress up to 100 %', async () => {
    const { api, server } = await setup((_, response) => sendJson(response, 200, { s3Url: 's3://reeltalk/x' }));
    const form = new FormData();
    form.append('projectId', 'p1');
    form.append('file', new Blob(['Chapter 1\nIt was a dark night.'], { type: 'text/plain' }), 'script.txt');
    const progress: number[] = [];
    await expect(api.upload('/upload', form, { onProgress: ({ percent }) => progress.push(percent) })).resolves.toEqual(
      { s3Url: 's3://reeltalk/x' },
    );
    const [request] = server.requests;
    expect(request?.url).toBe('/api/upload');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString() ?? '';
    expect(body).toContain('name="projectId"\r\n\r\np1');
    expect(body).toContain('filename="script.txt"');
    expect(body).toContain('It was a dark night.');
    expect(progress.at(-1)).toBe(100);
  });

  it('reads server errors and network failures like the other calls', async () => {
    const { api, server } = await setup((_, response) =>
      sendJson(response, 415, {
        error: 'unsupported_type',
        message: 'File type not supported. Please upload: .docx, .txt',
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['x']), 'script.pdf');
    expect((await rejection(api.upload('/upload', form))).message).toBe(
      'File type not supported. Please upload: .docx, .txt',
    );
    await server.close();
    expect((await rejection(api.upload('/upload', form))).message).toBe('Network error. Please check your connection.');
  });

  it('retries a refused upload with a refreshed token', async () => {
    const getToken = vi.fn(async (forceRefresh: boolean) => (forceRefresh ? 'fresh' : 'stale'));
    const { api, server } = await setup(
      (request, response) =>
        request.headers.authorization === 'Bearer fresh'
          ? sendJson(response, 200, { bytes: request.body.length })
          : sendJson(response, 401, { error: 'unauthorized', message: 'Invalid token' }),
      { getToken },
    );
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const result = await api.upload<{ bytes: number }>('/upload', form);
    expect(result.bytes).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
  });
});

describe('event stream', () => {
  const openStream: Handler = (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.write(`data: ${request.url}\n\n`);
  };

  it('hands over the body as it arrives, with the token, and leaves the request limit once answered', async () => {
    const { api, server } = await setup((request, response) =>
      request.url.endsWith('/events') ? openStream(request, response) : sendJson(response, 200, { url: request.url }),
    );
    const streams = await Promise.all(['a', 'b', 'c'].map((job) => api.stream(`/narrations/${job}/events`)));
    const reader = streams[0]!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: /api/narrations/a/events\n\n');
    reader.releaseLock();
    await expect(api.get('/projects')).resolves.toEqual({ url: '/api/projects' });
    expect(server.requests[0]?.headers.accept).toBe('text/event-stream');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('retries a refused stream with a refreshed token and reads a failure like the other calls', async () => {
    const getToken = vi.fn(async (forceRefresh: boolean) => (forceRefresh ? 'fresh' : 'stale'));
    const { api, server } = await setup(
      (request, response) =>
        request.headers.authorization === 'Bearer fresh'
          ? sendJson(response, 404, { error: 'not_found', message: 'Narration not found' })
          : sendJson(response, 401, { error: 'unauthorized', message: 'Invalid token' }),
      { getToken },
    );
    const error = await rejection(api.stream('/narrations/j9/events'));
    expect([error.message, error.status, error.code]).toEqual(['Narration not found', 404, 'not_found']);
    expect(server.requests).toHaveLength(2);
    await server.close();
    expect((await rejection(api.stream('/narrations/j9/events'))).message).toBe(
      'Network error. Please check your connection.',
    );
  });
});
