import type { NarrationStatus } from '@reeltalk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApi, jsonResponse, testEventStream } from '../../testing/index.tsx';
import { narrationFailure, watchNarration } from './narration.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const status = (patch: Partial<NarrationStatus>): NarrationStatus => ({
  jobId: 'job-1',
  projectId: 'p1',
  state: 'running',
  stage: '',
  percent: 0,
  error: null,
  ...patch,
});

describe('watchNarration', () => {
  it('reports every event with the bearer token and resolves with the final one', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const seen: NarrationStatus[] = [];
    // Same origin, as in the app (the shell proxies /api).
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, (event) => seen.push(event), {
      api: createTestApi(fetch, { origin: '' }),
    });

    stream.send({ stage: 'Narrating chapter 1', percent: 40 });
    stream.send({ state: 'done', stage: 'Done', percent: 100 });
    const final = await watching;

    expect(final.state).toBe('done');
    expect(seen.map((event) => event.percent)).toEqual([40, 100]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/projects/p1/events');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('stops following a job in flight once `until` holds', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const seen: Array<number | undefined> = [];
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, (event) => seen.push(event.parts), {
      api: createTestApi(fetch),
      until: (event) => (event.parts ?? 0) > 0,
    });

    stream.send({ stage: 'Narrating chapter 1', percent: 10 });
    stream.send({ stage: 'Narrating chapter 1', percent: 20, parts: 1 });
    const final = await watching;

    expect(final).toMatchObject({ state: 'running', parts: 1 });
    expect(seen).toEqual([undefined, 1]);
  });

  it('reads the narration again once the stream ends early, a replaced one as failed', async () => {
    const stream = testEventStream();
    const answers = [
      status({ percent: 55 }),
      status({ state: 'failed', percent: 60, error: 'The voice engine stopped' }),
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).endsWith('/events') ? stream.response : jsonResponse(200, { success: true, data: answers.shift() }),
    );
    const urls = () => fetch.mock.calls.map(([url]) => String(url));
    const seen: number[] = [];
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, (event) => seen.push(event.percent), {
      api: createTestApi(fetch),
      fallbackMs: 0,
    });

    await vi.waitFor(() => expect(urls()).toHaveLength(1));
    stream.send({ percent: 50 });
    stream.close();

    const final = await watching;
    expect(final.state).toBe('failed');
    expect(seen).toEqual([50, 55, 60]);
    expect(narrationFailure(final)).toBe('The voice engine stopped');
    expect(urls()).toEqual([
      'http://api.test/api/projects/p1/events',
      'http://api.test/api/narrations/job-1',
      'http://api.test/api/narrations/job-1',
    ]);
  });

  it("follows only its own job on the project's stream, and ends a replaced narration as failed", async () => {
    const own = testEventStream('job-1');
    const other = testEventStream('job-0');
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const stream of [other, own]) {
          const reader = stream.response.body!.getReader();
          void (async () => {
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
              controller.enqueue(chunk.value);
          })();
        }
      },
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status: 200 }));
    const seen: NarrationStatus[] = [];
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, (event) => seen.push(event), {
      api: createTestApi(fetch),
    });
    other.send({ state: 'done', percent: 100 });
    own.send({ percent: 30 });
    own.send({ state: 'cancelled', percent: 30 });
    const final = await watching;
    expect(seen.map((event) => [event.jobId, event.state])).toEqual([
      ['job-1', 'running'],
      ['job-1', 'failed'],
    ]);
    expect(final).toEqual({
      jobId: 'job-1',
      projectId: 'p1',
      state: 'failed',
      stage: '',
      percent: 30,
      error: 'The narration was replaced by a newer one.',
    });
  });

  it('refuses an event that breaks the contract', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, () => {}, { api: createTestApi(fetch) });
    stream.send({ percent: 'half' as unknown as number });
    await expect(watching).rejects.toThrow();
  });

  it('retries once with a fresh token, then gives the server message', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(404, { error: 'not_found', message: 'Narration not found' }));
    const api = createTestApi(fetch, { getToken: async (forceRefresh) => (forceRefresh ? 'fresh-token' : 'token') });
    await expect(watchNarration({ projectId: 'p1', jobId: 'job-9' }, () => {}, { api })).rejects.toThrow(
      'Narration not found',
    );
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer fresh-token');
  });

  it('stops when the caller aborts', async () => {
    const stream = testEventStream();
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const watching = watchNarration({ projectId: 'p1', jobId: 'job-1' }, () => {}, {
      api: createTestApi(fetch),
      signal: controller.signal,
    });
    stream.send({ percent: 10 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    stream.close();
    await expect(watching).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('narrationFailure', () => {
  it("falls back to the spec's wrapped error", () => {
    expect(narrationFailure({ error: null })).toBe('Audio processing failed');
  });
});
