import { combineSlices } from '@reduxjs/toolkit';
import type { MixAudioResponse } from '@reeltalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  TEST_PROJECT_ID,
  createTestApi,
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
} from '../../testing/index.tsx';
import type { JobProgress } from '../api/jobProgress.ts';
import { createAppStore } from './index.ts';
import { mixAudiobook } from './mix.ts';
import { reelTalkApi } from './reelTalkApi.ts';

const path = `/api/projects/${TEST_PROJECT_ID}`;
const mix: MixAudioResponse = {
  message: 'Audio mixed successfully',
  mixFile: { url: 'https://s3.test/mix.mp3', s3Key: 'projects/p/mix.mp3' },
  mixWavKey: 'projects/p/mix.wav',
  reused: false,
};

/** A store whose mix is answered when the test says so, its job heard meanwhile on the project's stream. */
function mixing(answer: () => Response) {
  const stream = testEventStream('mix-1', TEST_PROJECT_ID);
  let answerMix!: () => void;
  const answered = new Promise<void>((resolve) => (answerMix = resolve));
  const fetch = testNetwork({
    [`GET ${path}`]: () => jsonResponse(200, { success: true, data: testProject() }),
    [`GET ${path}/events`]: () => stream.response,
    [`POST ${path}/mix-audio`]: async () => {
      await answered;
      return answer();
    },
  });
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const projectReads = () =>
    fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === 'GET');
  return { store, stream, answerMix, projectReads };
}

describe('mixAudiobook', () => {
  it("mixes through its endpoint, showing the mix job's progress, and has the project read again once stored", async () => {
    const { store, stream, answerMix, projectReads } = mixing(() => jsonResponse(200, mix));
    const project = store.dispatch(reelTalkApi.endpoints.getProject.initiate(TEST_PROJECT_ID));
    await project;
    const seen: JobProgress[] = [];
    const mixed = store.dispatch(mixAudiobook(TEST_PROJECT_ID, (progress) => seen.push(progress)));

    stream.send({ kind: 'mix', state: 'queued', stage: 'Waiting to start...', percent: 0 });
    stream.send({ kind: 'mix', stage: 'Mixing', percent: 40 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    answerMix();

    await expect(mixed).resolves.toEqual(mix);
    expect(seen).toEqual([
      { stage: '', percent: 0, waiting: 'Waiting to start...' },
      { stage: 'Mixing', percent: 40 },
    ]);
    await vi.waitFor(() => expect(projectReads()).toHaveLength(2));
    project.unsubscribe();
  });

  it("rejects with the server's refusal, its status kept for the caller", async () => {
    const refusal = { error: 'forbidden', message: 'You can only listen to this project' };
    const { store, answerMix } = mixing(() => jsonResponse(403, refusal));
    const mixed = store.dispatch(mixAudiobook(TEST_PROJECT_ID, () => {}));
    answerMix();
    await expect(mixed).rejects.toEqual({ status: 403, message: refusal.message, code: 'forbidden' });
  });
});
