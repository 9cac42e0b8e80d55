import { combineSlices } from '@reduxjs/toolkit';
import type { JobEvent, MixAudioResponse, WaveformVideoResponse } from '@reeltalk/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import {
  TEST_PROJECT_ID as P,
  createTestApi,
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
  type TestRoute,
} from '../../testing/index.tsx';
import { createAppStore } from './index.ts';
import { useMixAudio, useWaveformVideo } from './jobCalls.ts';
import { reelTalkApi } from './reelTalkApi.ts';

const path = `/api/projects/${P}`;
const mix: MixAudioResponse = {
  message: 'Audio mixed successfully',
  mixFile: { url: 'https://s3.test/mix.mp3', s3Key: 'projects/p/mix.mp3' },
  mixWavKey: 'projects/p/mix.wav',
  reused: false,
};
const video: WaveformVideoResponse = { videoFile: { url: 'https://s3.test/video.mp4', name: 'A book.mp4' } };

/**
 * A store whose job call (`route`, answered when the test says so) has its job `jobId` heard on the project's stream
 * meanwhile, and read again through GET /api/projects/:id/jobs/:jobId (`reads`, in turn).
 */
function calling(route: string, jobId: string, answer: () => Response, reads: Array<Partial<JobEvent>> = []) {
  const stream = testEventStream(jobId, P);
  let answerCall!: () => void;
  const answered = new Promise<void>((resolve) => (answerCall = resolve));
  const read: TestRoute = () => {
    const next = reads.shift();
    if (!next) throw new Error('read once too often');
    const job: JobEvent = { jobId, projectId: P, kind: 'mix', state: 'running', stage: '', percent: 0, error: null };
    return jsonResponse(200, { success: true, data: { ...job, ...next } });
  };
  const fetch = testNetwork({
    [`GET ${path}`]: () => jsonResponse(200, { success: true, data: testProject() }),
    [`GET ${path}/events`]: () => stream.response,
    [`GET ${path}/jobs/${jobId}`]: read,
    [`POST ${path}/${route}`]: async () => {
      await answered;
      return answer();
    },
  });
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const requests = () =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace('http://api.test', '')}`);
  return { store, stream, answerCall, wrapper, requests };
}

describe('job calls (the mix, the waveform video)', () => {
  it.each([
    { kind: 'mix', route: 'mix-audio', useCall: useMixAudio, answer: mix },
    { kind: 'waveform-video', route: 'generate-waveform-video', useCall: useWaveformVideo, answer: video },
  ])(
    "shows the $kind job's progress from the cache, read again once the stream drops, until the job ends",
    async ({ kind, route, useCall, answer }) => {
      const reads = [
        { kind, stage: 'Rendering', percent: 70 },
        { kind, state: 'done' as const, stage: 'Done', percent: 100 },
      ];
      const { stream, answerCall, wrapper, requests } = calling(
        route,
        `${kind}-2`,
        () => jsonResponse(200, answer),
        reads,
      );
      const { result } = renderHook(() => useCall(), { wrapper });
      let called!: Promise<unknown>;
      act(() => {
        called = result.current.call(P);
      });

      // The stream opens with the current state: an earlier job's end, and another kind's job, are not this call's.
      stream.send({ jobId: `${kind}-1`, kind, state: 'done', stage: 'Done', percent: 100 });
      stream.send({ jobId: 'narration-1', kind: 'narration', stage: 'Narrating chapter 1', percent: 10 });
      await waitFor(() => expect(requests()).toContain(`GET ${path}/events`));
      expect(result.current.progress).toBeNull();
      stream.send({ kind, state: 'queued', stage: 'Waiting for a free worker (2 jobs ahead)', percent: 0 });
      await waitFor(() =>
        expect(result.current.progress).toEqual({
          stage: '',
          percent: 0,
          waiting: 'Waiting for a free worker (2 jobs ahead)',
        }),
      );
      stream.send({ kind, stage: 'Rendering', percent: 40 });
      await waitFor(() => expect(result.current.progress).toEqual({ stage: 'Rendering', percent: 40 }));

      // The stream drops: the job is read again through the project's job route, each second, until it ends.
      stream.close();
      await waitFor(() => expect(result.current.progress).toEqual({ stage: 'Rendering', percent: 70 }), {
        timeout: 5000,
      });
      await waitFor(() => expect(result.current.progress).toBeNull(), { timeout: 5000 });
      expect(requests().filter((request) => request === `GET ${path}/jobs/${kind}-2`)).toHaveLength(2);

      answerCall();
      await act(async () => {
        await expect(called).resolves.toEqual(answer);
      });
    },
  );

  it('has the project read again once the mix is stored, and lets its job go with the answer', async () => {
    const { store, stream, answerCall, wrapper, requests } = calling('mix-audio', 'mix-1', () =>
      jsonResponse(200, mix),
    );
    const project = store.dispatch(reelTalkApi.endpoints.getProject.initiate(P));
    await project;
    const { result } = renderHook(() => useMixAudio(), { wrapper });
    let called!: Promise<unknown>;
    act(() => {
      called = result.current.call(P);
    });
    stream.send({ kind: 'mix', stage: 'Mixing', percent: 40 });
    await waitFor(() => expect(result.current.progress).toEqual({ stage: 'Mixing', percent: 40 }));

    answerCall();
    await act(async () => {
      await expect(called).resolves.toEqual(mix);
    });
    await waitFor(() => expect(requests().filter((request) => request === `GET ${path}`)).toHaveLength(2));
    await waitFor(() => expect(result.current.progress).toBeNull());
    const held = () =>
      Object.keys((store.getState() as { reelTalkApi: { queries: object } }).reelTalkApi.queries).filter((key) =>
        key.startsWith('calledJob'),
      );
    await waitFor(() => expect(held()).toEqual([]));
    project.unsubscribe();
  });

  it("rejects with the server's refusal, its status kept for the caller", async () => {
    const refusal = { error: 'forbidden', message: 'You can only listen to this project' };
    const { answerCall, wrapper } = calling('mix-audio', 'mix-1', () => jsonResponse(403, refusal));
    const { result } = renderHook(() => useMixAudio(), { wrapper });
    let called!: Promise<unknown>;
    act(() => {
      called = result.current.call(P);
    });
    answerCall();
    await act(async () => {
      await expect(called).rejects.toEqual({ status: 403, message: refusal.message, code: 'forbidden' });
    });
  });
});
