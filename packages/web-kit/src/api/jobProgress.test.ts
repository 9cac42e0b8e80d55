import { describe, expect, it, vi } from 'vitest';
import { createTestApi, testEventStream } from '../../testing/index.tsx';
import { followJobProgress, type JobProgress } from './jobProgress.ts';

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
    stream.send({ kind: 'mix', state: 'completed', stage: 'Done', percent: 100 });
    stream.send({ kind: 'narration', stage: 'Narrating chapter 1', percent: 10 });
    stream.send({ kind: 'mix', state: 'queued', stage: 'Preparing', percent: 0 });
    stream.send({ kind: 'mix', stage: 'Mixing', percent: 42.5 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    following.abort();
    stream.send({ kind: 'mix', stage: 'Encoding MP3', percent: 90 });
    await done;

    expect(seen).toEqual([
      { stage: 'Preparing', percent: 0 },
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
