import { describe, expect, it, vi } from 'vitest';
import { createTestApi, jsonResponse, testEventStream } from '../../testing/index.tsx';
import { followJob, type FollowedJob } from './followJob.ts';

const job = (patch: Partial<FollowedJob>): FollowedJob => ({
  state: 'running',
  stage: '',
  percent: 0,
  error: null,
  ...patch,
});

/** A `read` answering `answers` in turn (a function answer throws), counting its calls. */
function reads(...answers: Array<FollowedJob | (() => never)>) {
  const read = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('read once too often');
    return typeof answer === 'function' ? answer() : answer;
  });
  return read;
}

describe('followJob', () => {
  it("reports its own job's events on the project's stream and ends with the job, reading nothing", async () => {
    const stream = testEventStream('job-1', 'p1');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const read = reads();
    const seen: FollowedJob[] = [];
    const following = followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read,
      onUpdate: (update) => seen.push(update),
    });

    stream.send({ state: 'queued', stage: 'Waiting to start...' });
    stream.send({ jobId: 'job-0', state: 'done', percent: 100 });
    stream.send({ stage: 'Narrating chapter 1', percent: 40, parts: 1 });
    stream.send({ state: 'done', stage: 'Done', percent: 100, parts: 2 });

    await expect(following).resolves.toEqual(job({ state: 'done', stage: 'Done', percent: 100, parts: 2 }));
    expect(seen.map(({ state, percent }) => [state, percent])).toEqual([
      ['queued', 0],
      ['running', 40],
      ['done', 100],
    ]);
    expect(read).not.toHaveBeenCalled();
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api.test/api/projects/p1/events');
  });

  it.each(['failed', 'cancelled'] as const)('ends with a %s job and its reason', async (state) => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const following = followJob({ api: createTestApi(fetch), job: 'job-1', projectId: 'p1', read: reads() });
    stream.send({ percent: 30 });
    stream.send({ state, percent: 30, error: 'The voice engine stopped' });
    await expect(following).resolves.toMatchObject({ state, error: 'The voice engine stopped' });
  });

  it('reads the job again at its interval once the stream cannot be opened, until it ends', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('down', { status: 503 }));
    const read = reads(job({ percent: 50 }), job({ percent: 75 }), job({ state: 'done', percent: 100 }));
    const seen: number[] = [];
    const end = await followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read,
      fallbackMs: 0,
      onUpdate: ({ percent }) => seen.push(percent),
    });
    expect(end.state).toBe('done');
    expect(seen).toEqual([50, 75, 100]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to reading once the stream drops before the job ends', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const read = reads(job({ state: 'failed', percent: 60, error: 'Out of memory' }));
    const seen: number[] = [];
    const following = followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read,
      fallbackMs: 0,
      onUpdate: ({ percent }) => seen.push(percent),
    });
    stream.send({ percent: 50 });
    await vi.waitFor(() => expect(seen).toEqual([50]));
    stream.close();
    await expect(following).resolves.toMatchObject({ state: 'failed', error: 'Out of memory' });
    expect(seen).toEqual([50, 60]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to reading once the connection breaks in the middle of the stream', async () => {
    const event = { jobId: 'job-1', projectId: 'p1', kind: 'narration', state: 'running', stage: '', percent: 50 };
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1)
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ ...event, error: null })}\n\n`));
        else controller.error(new TypeError('network error'));
      },
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status: 200 }));
    const seen: number[] = [];
    const end = await followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read: reads(job({ state: 'done', percent: 100 })),
      fallbackMs: 0,
      onUpdate: ({ percent }) => seen.push(percent),
    });
    expect(end.state).toBe('done');
    expect(seen).toEqual([50, 100]);
  });

  it('only reads a job that has no project stream, waiting its interval between reads', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<typeof globalThis.fetch>();
      const read = reads(job({ state: 'queued' }), job({ state: 'done', percent: 100 }));
      const following = followJob({ api: createTestApi(fetch), job: 'export-1', read, fallbackMs: 2000 });
      await vi.advanceTimersByTimeAsync(1999);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1999);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(following).resolves.toMatchObject({ state: 'done' });
      expect(read).toHaveBeenCalledTimes(2);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops following once `until` holds', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const following = followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read: reads(),
      until: ({ parts }) => (parts ?? 0) > 0,
    });
    stream.send({ percent: 10 });
    stream.send({ percent: 20, parts: 1 });
    await expect(following).resolves.toMatchObject({ state: 'running', parts: 1 });
  });

  it('gives up on a refusal of the stream without reading', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
    );
    const read = reads();
    await expect(
      followJob({ api: createTestApi(fetch), job: 'job-1', projectId: 'p1', read, fallbackMs: 0 }),
    ).rejects.toThrow('Project not found');
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an event that breaks the contract', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const following = followJob({ api: createTestApi(fetch), job: 'job-1', projectId: 'p1', read: reads() });
    stream.send({ state: 'active' as FollowedJob['state'] });
    await expect(following).rejects.toThrow();
  });

  it('lets reads fail a few times in a row, then gives up with the last reason', async () => {
    const lost = () => {
      throw new Error('connection lost');
    };
    const recovered = followJob({
      api: createTestApi(vi.fn()),
      job: 'export-1',
      read: reads(lost, lost, job({ state: 'done' })),
      fallbackMs: 0,
    });
    await expect(recovered).resolves.toMatchObject({ state: 'done' });

    const read = reads(lost, lost, lost, job({ state: 'done' }));
    await expect(followJob({ api: createTestApi(vi.fn()), job: 'export-1', read, fallbackMs: 0 })).rejects.toThrow(
      'connection lost',
    );
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops when the caller aborts, reporting nothing after', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const controller = new AbortController();
    const seen: number[] = [];
    const following = followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read: reads(job({ percent: 99 })),
      onUpdate: ({ percent }) => seen.push(percent),
      signal: controller.signal,
    });
    stream.send({ percent: 10 });
    await vi.waitFor(() => expect(seen).toEqual([10]));
    controller.abort();
    stream.close();
    await expect(following).rejects.toThrow();
    expect(seen).toEqual([10]);
  });

  it('stops at once when the caller aborts while it waits to read the job again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('down', { status: 503 }));
    const controller = new AbortController();
    const read = reads();
    const following = followJob({
      api: createTestApi(fetch),
      job: 'job-1',
      projectId: 'p1',
      read,
      fallbackMs: 60_000,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(following).rejects.toThrow();
    expect(read).not.toHaveBeenCalled();
  });
});
