import { combineSlices } from '@reduxjs/toolkit';
import type { NarrationStatus } from '@reeltalk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_PROJECT_ID as P,
  createTestApi,
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
} from '../../testing/index.tsx';
import { createAppStore } from './index.ts';
import { narrationApi } from './narrationApi.ts';
import { reelTalkApi } from './reelTalkApi.ts';

const job = { projectId: P, jobId: 'job-1' };
const status = (patch: Partial<NarrationStatus> = {}): NarrationStatus => ({
  ...job,
  state: 'running',
  stage: 'Narrating chapter 1',
  percent: 10,
  error: null,
  ...patch,
});
const answer = (data: NarrationStatus) => jsonResponse(200, { success: true, data });

function storeOver(fetch: typeof globalThis.fetch) {
  return createAppStore(combineSlices(), { api: createTestApi(fetch) });
}

const requests = (fetch: ReturnType<typeof testNetwork>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace('http://api.test', '')}`);

afterEach(() => vi.restoreAllMocks());

describe('narration in the shared API', () => {
  it('starts a narration with the spec body and answers its job', async () => {
    const fetch = testNetwork({
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-1' } }),
    });
    const started = await storeOver(fetch).dispatch(narrationApi.endpoints.narrateProject.initiate(P));
    expect(started.data).toBe('job-1');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ projectId: P, vocalType: 'default' });
  });

  it("moves the cache entry with the job's events, keeps published parts, and reads the project again once done", async () => {
    const stream = testEventStream('job-1', P);
    const fetch = testNetwork({
      'GET /api/narrations/job-1': () => answer(status()),
      [`GET /api/projects/${P}/events`]: () => stream.response,
      [`GET /api/projects/${P}`]: () => jsonResponse(200, { success: true, data: testProject() }),
    });
    const store = storeOver(fetch);
    const project = store.dispatch(reelTalkApi.endpoints.getProject.initiate(P));
    const narration = store.dispatch(narrationApi.endpoints.narration.initiate(job));
    const entry = () => narrationApi.endpoints.narration.select(job)(store.getState()).data;
    await vi.waitFor(() => expect(requests(fetch)).toContain(`GET /api/projects/${P}/events`));

    stream.send({ stage: 'Narrating chapter 2', percent: 40, parts: 1 });
    await vi.waitFor(() => expect(entry()).toMatchObject({ stage: 'Narrating chapter 2', percent: 40, parts: 1 }));
    stream.send({ stage: 'Narrating chapter 3', percent: 70 });
    await vi.waitFor(() => expect(entry()).toMatchObject({ percent: 70, parts: 1 }));
    expect(requests(fetch).filter((request) => request === `GET /api/projects/${P}`)).toHaveLength(1);

    stream.send({ state: 'done', stage: 'Done', percent: 100, parts: 3 });
    await vi.waitFor(() => expect(entry()).toMatchObject({ state: 'done', percent: 100, parts: 3 }));
    await vi.waitFor(() =>
      expect(requests(fetch).filter((request) => request === `GET /api/projects/${P}`)).toHaveLength(2),
    );
    narration.unsubscribe();
    project.unsubscribe();
  });

  it("shows a failure with the job's error, and a replaced narration as failed", async () => {
    const stream = testEventStream('job-1', P);
    const fetch = testNetwork({
      'GET /api/narrations/job-1': () => answer(status()),
      [`GET /api/projects/${P}/events`]: () => stream.response,
    });
    const store = storeOver(fetch);
    const narration = store.dispatch(narrationApi.endpoints.narration.initiate(job));
    const entry = () => narrationApi.endpoints.narration.select(job)(store.getState()).data;
    await vi.waitFor(() => expect(requests(fetch)).toContain(`GET /api/projects/${P}/events`));
    stream.send({ state: 'failed', percent: 60, error: 'The voice engine stopped' });
    await vi.waitFor(() => expect(entry()).toMatchObject({ state: 'failed', error: 'The voice engine stopped' }));
    narration.unsubscribe();

    const replaced = testEventStream('job-2', P);
    const other = testNetwork({
      'GET /api/narrations/job-2': () => answer(status({ jobId: 'job-2' })),
      [`GET /api/projects/${P}/events`]: () => replaced.response,
    });
    const second = storeOver(other);
    const followed = second.dispatch(narrationApi.endpoints.narration.initiate({ projectId: P, jobId: 'job-2' }));
    await vi.waitFor(() => expect(requests(other)).toContain(`GET /api/projects/${P}/events`));
    replaced.send({ state: 'cancelled', percent: 30 });
    await vi.waitFor(() =>
      expect(
        narrationApi.endpoints.narration.select({ projectId: P, jobId: 'job-2' })(second.getState()).data,
      ).toMatchObject({ state: 'failed', error: 'The narration was replaced by a newer one.' }),
    );
    followed.unsubscribe();
  });

  it('reads the narration again once its stream ends early, a failure without a reason as the spec words it', async () => {
    const stream = testEventStream('job-1', P);
    const answers = [status(), status({ state: 'failed', percent: 60 })];
    const fetch = testNetwork({
      'GET /api/narrations/job-1': () => answer(answers.shift()!),
      [`GET /api/projects/${P}/events`]: () => stream.response,
    });
    const store = storeOver(fetch);
    const narration = store.dispatch(narrationApi.endpoints.narration.initiate(job));
    await vi.waitFor(() => expect(requests(fetch)).toContain(`GET /api/projects/${P}/events`));
    stream.close();
    await vi.waitFor(
      () =>
        expect(narrationApi.endpoints.narration.select(job)(store.getState()).data).toMatchObject({
          state: 'failed',
          percent: 60,
          error: 'Audio processing failed',
        }),
      { timeout: 3000 },
    );
    narration.unsubscribe();
  });
});
