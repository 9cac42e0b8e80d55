import { describe, expect, it, vi } from 'vitest';
import { createTestApi, testEventStream } from '../../testing/index.tsx';
import { followJobProgress, jobProgressOf, type JobProgress } from './jobProgress.ts';

describe('followJobProgress', () => {
  it('reports only the running job of its kind, and nothing once it is told to stop', async () => {
    const stream = testEventStream();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => stream.response);
    const seen: JobProgress[] = [];
    const following = new AbortController();
    const done = followJobProgress(
      createTestApi(fetch),
      'p1',
      'mix',
      (progress) => seen.push(progress),
      following.signal,
    );

    // The stream opens with the current state: an earlier mix's end.
    stream.send({ kind: 'mix', state: 'done', stage: 'Done', percent: 100 });
    stream.send({ kind: 'narration', stage: 'Narrating chapter 1', percent: 10 });
    stream.send({ kind: 'mix', state: 'queued', stage: 'Waiting for a free worker (2 jobs ahead)', percent: 0 });
    stream.send({ kind: 'mix', stage: 'Mixing', percent: 42.5 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    following.abort();
    stream.send({ kind: 'mix', stage: 'Encoding MP3', percent: 90 });
    await done;

    expect(seen).toEqual([
      { stage: '', percent: 0, waiting: 'Waiting for a free worker (2 jobs ahead)' },
      { stage: 'Mixing', percent: 42.5 },
    ]);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api.test/api/projects/p1/events');
  });

  it('ends quietly when the stream fails', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('down', { status: 503 }));
    const seen: JobProgress[] = [];
    await expect(
      followJobProgress(
        createTestApi(fetch),
        'p1',
        'mix',
        (progress) => seen.push(progress),
        new AbortController().signal,
      ),
    ).resolves.toBeUndefined();
    expect(seen).toEqual([]);
  });
});

describe('jobProgressOf', () => {
  it("says why a job waits and its place in line, in the queue's words, and keeps them out of the stage", () => {
    expect(jobProgressOf({ queued: true, stage: 'Waiting for a free worker (3 jobs ahead)', percent: 0 })).toEqual({
      stage: '',
      percent: 0,
      waiting: 'Waiting for a free worker (3 jobs ahead)',
    });
    // Just taken by a worker, before the work's first stage; or taken back for a retry.
    expect(jobProgressOf({ queued: false, stage: 'Waiting to start...', percent: 0 })).toEqual({
      stage: '',
      percent: 0,
      waiting: 'Waiting to start...',
    });
    expect(jobProgressOf({ queued: false, stage: 'Retrying after an error...', percent: 40 })).toMatchObject({
      waiting: 'Retrying after an error...',
    });
    expect(jobProgressOf({ queued: true, stage: '', percent: 0 }).waiting).toBe('Waiting to start...');
    expect(jobProgressOf({ queued: false, stage: 'Encoding music...', percent: 88 })).toEqual({
      stage: 'Encoding music...',
      percent: 88,
    });
  });
});
