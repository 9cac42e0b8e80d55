import type { NarrationStatus } from '@reeltalk/contracts';
import { jsonResponse, createTestApi } from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEventStream } from './eventStreamTesting.ts';
import { eventData, narrationFailure, watchNarration } from './narrationEvents.ts';

vi.mock('@reeltalk/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@reeltalk/web-kit')>()),
  getIdToken: vi.fn(async (forceRefresh?: boolean) => (forceRefresh ? 'fresh-token' : 'token')),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  for await (const data of eventData(body)) events.push(data);
  return events;
}

describe('eventData', () => {
  it('yields the data of each event, however the bytes are split', async () => {
    expect(
      await collect(streamOf('data: {"a"', ':1}\n', '\ndata: 2\n\n: comment\n\n', 'event: x\ndata: 3\r\n\r\n')),
    ).toEqual(['{"a":1}', '2', '3']);
  });

  it('joins several data lines of one event', async () => {
    expect(await collect(streamOf('data: one\ndata: two\n\n'))).toEqual(['one\ntwo']);
  });
});

const status = (patch: Partial<NarrationStatus>): NarrationStatus => ({
  jobId: 'job-1',
  projectId: 'p1',
  state: 'active',
  stage: '',
  percent: 0,
  error: null,
  ...patch,
});

describe('watchNarration', () => {
  it('reports every event with the bearer token and resolves with the final one', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    vi.stubGlobal('fetch', fetch);
    const seen: NarrationStatus[] = [];
    const watching = watchNarration('job-1', (event) => seen.push(event), { api: createTestApi(vi.fn()) });

    stream.send({ stage: 'Narrating chapter 1', percent: 40 });
    stream.send({ state: 'completed', stage: 'Done', percent: 100 });
    const final = await watching;

    expect(final.state).toBe('completed');
    expect(seen.map((event) => event.percent)).toEqual([40, 100]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/narrations/job-1/events');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('checks the job and reconnects when the stream ends early', async () => {
    const first = testEventStream();
    const second = testEventStream();
    const streamFetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', streamFetch);
    const apiFetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse(200, { success: true, data: status({ percent: 55 }) }),
    );
    const seen: number[] = [];
    const watching = watchNarration('job-1', (event) => seen.push(event.percent), {
      api: createTestApi(apiFetch),
      reconnectDelayMs: 0,
    });

    first.send({ percent: 50 });
    first.close();
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(streamFetch).toHaveBeenCalledTimes(2));
    second.send({ state: 'failed', percent: 60, error: 'The voice engine stopped' });

    const final = await watching;
    expect(final.state).toBe('failed');
    expect(seen).toEqual([50, 55, 60]);
    expect(narrationFailure(final)).toBe('The voice engine stopped');
    expect(String(apiFetch.mock.calls[0]![0])).toBe('http://api.test/api/narrations/job-1');
  });

  it('retries once with a fresh token, then gives the server message', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(404, { error: 'not_found', message: 'Narration not found' }));
    vi.stubGlobal('fetch', fetch);
    await expect(watchNarration('job-9', () => {}, { api: createTestApi(vi.fn()) })).rejects.toThrow(
      'Narration not found',
    );
    expect((fetch.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer fresh-token');
  });
});

describe('narrationFailure', () => {
  it("falls back to the spec's wrapped error", () => {
    expect(narrationFailure({ error: null })).toBe('Audio processing failed');
  });
});
