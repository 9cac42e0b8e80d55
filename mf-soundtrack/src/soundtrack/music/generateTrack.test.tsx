import { combineSlices } from '@reduxjs/toolkit';
import { SOUNDTRACK_MESSAGES, type MusicStatus } from '@reeltalk/contracts';
import { createAppStore, type FollowedJob } from '@reeltalk/web-kit';
import { createTestApi, jsonResponse, testNetwork } from '@reeltalk/web-kit/testing';
import { act, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundtrackApi } from '../soundtrackApi.ts';
import { GenerationProblem, useGenerateTrack } from './generateTrack.ts';

const PROJECT = '0b7f4c1e-2a57-4d0f-9a43-6d3c9e1f2a10';
const track = {
  _id: 'gen-1',
  title: 'Harbour Night',
  short_description: 'slow piano',
  type: 'user-generated' as const,
  duration: 15,
  source_audio: { file: 'music/users/u/gen-1.mp3', preview: 'music/users/u/gen-1.preview.mp3' },
};
const status = (patch: Partial<MusicStatus>): MusicStatus => ({
  status: 'processing',
  stage: 'Composing',
  percent: 10,
  error: null,
  soundtrack: null,
  ...patch,
});
const body = { projectId: PROJECT, duration: 15 as const, prompt_description: 'slow piano', track_name: 'Harbour' };

/** A store whose project stream cannot be opened (503) and whose generation answers `statuses` in turn. */
function storeWith(statuses: MusicStatus[]) {
  const fetch = testNetwork({
    'POST /api/music/generate': () => jsonResponse(202, { success: true, data: { generationId: 'gen-1' } }),
    'GET /api/soundtracks': () => jsonResponse(200, { success: true, data: [] }),
    [`GET /api/projects/${PROJECT}/events`]: () => new Response('down', { status: 503 }),
    'GET /api/music/status/gen-1': () =>
      jsonResponse(200, { success: true, data: statuses.length > 1 ? statuses.shift() : statuses[0] }),
  });
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const readsOf = (path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).length;
  return {
    store,
    reads: () => readsOf('/music/status/'),
    listReads: () => readsOf('/soundtracks'),
    streams: () => readsOf('/events'),
  };
}

/**
 * Starts a generation through the hook in `network`'s store, noting every state of its job the cache shows; resolves
 * once its entry has tried the project's stream (the fallback's interval counts from there).
 */
async function generating(network: ReturnType<typeof storeWith>, onJob: (job: FollowedJob) => void = () => {}) {
  const { store } = network;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(
    () => {
      const generation = useGenerateTrack();
      useEffect(() => {
        if (generation.job) onJob(generation.job);
      }, [generation.job]);
      return generation;
    },
    { wrapper },
  );
  let generated!: Promise<unknown>;
  act(() => {
    generated = result.current.generate(body);
  });
  // Settled here, so a rejection the test awaits later is never reported as unhandled.
  generated.catch(() => {});
  while (network.streams() === 0) await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { generated };
}

describe('useGenerateTrack without the event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the generation's status every 2 s, in the job's states, and gives the track once completed", async () => {
    const network = storeWith([
      status({ percent: 30 }),
      status({ status: 'completed', percent: 100, soundtrack: track }),
    ]);
    const seen: FollowedJob[] = [];
    const { generated } = await generating(network, (job) => seen.push(job));
    const { reads } = network;
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(reads()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await expect(generated).resolves.toEqual(track);
    expect(seen.map(({ state, percent }) => [state, percent])).toEqual([
      ['queued', 0],
      ['running', 30],
      ['done', 100],
    ]);
    expect(reads()).toBe(2);
  });

  it('has the soundtrack list read again once the generation is completed, not before', async () => {
    const network = storeWith([
      status({ percent: 30 }),
      status({ status: 'completed', percent: 100, soundtrack: track }),
    ]);
    const { store, listReads } = network;
    const list = store.dispatch(soundtrackApi.endpoints.getSoundtracks.initiate());
    await list;
    const { generated } = await generating(network);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(listReads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await expect(generated).resolves.toEqual(track);
    await vi.waitFor(() => expect(listReads()).toBe(2));
    list.unsubscribe();
  });

  it('gives up with the timeout alert when the generation has not ended within 10 minutes', async () => {
    const { generated } = await generating(storeWith([status({ percent: 50 })]));
    const ended = expect(generated).rejects.toEqual(new GenerationProblem(SOUNDTRACK_MESSAGES.generationTimedOut));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60 * 1000));
    await ended;
  });

  it('says why a failed generation failed', async () => {
    const { generated } = await generating(storeWith([status({ status: 'failed', error: 'renderer crashed' })]));
    const ended = expect(generated).rejects.toThrow('Music generation failed: renderer crashed');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // The failure read at 2 s reaches the component on a later render.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await ended;
  });
});
