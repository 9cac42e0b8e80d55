import { combineSlices } from '@reduxjs/toolkit';
import type { Project } from '@reeltalk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_PROJECT_ID, createTestApi, jsonResponse, testNetwork, testProject } from '../../testing/index.tsx';
import { createAppStore } from './index.ts';
import { projectChanged, reelTalkApi, UNEXPECTED_ANSWER } from './reelTalkApi.ts';

const path = `/api/projects/${TEST_PROJECT_ID}`;
const everything = { search: '', status: 'all', genres: [] } as const;

/** GET /api/projects as the library reads it: one page holding `projects` as rows; `more` replaces fields. */
const libraryAnswer = (projects: Project[], more: { total?: number; nextCursor?: string } = {}) =>
  jsonResponse(200, {
    success: true,
    data: projects.map(({ _id, name, status, genres, userId, updatedAt }) => ({
      ...{ _id, name, status, genres, userId, updatedAt },
      audio_stems: { vocal: null, mix: null, vocal_duration: null },
      access: 'owner',
      publisher: null,
    })),
    total: projects.length,
    nextCursor: null,
    genres: [],
    ...more,
  });

function storeOver(fetch: typeof globalThis.fetch) {
  return createAppStore(combineSlices(), { api: createTestApi(fetch) });
}

afterEach(() => vi.restoreAllMocks());

describe('the shared API', () => {
  it("reads a project through the store's API client, with the token, and keeps the checked answer", async () => {
    const fetch = testNetwork({ [`GET ${path}`]: () => jsonResponse(200, { success: true, data: testProject() }) });
    const store = storeOver(fetch);
    const result = await store.dispatch(reelTalkApi.endpoints.getProject.initiate(TEST_PROJECT_ID));
    expect(result.data).toEqual(testProject());
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('refuses an answer that breaks the contract instead of handing it to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...testProject(), audio_stems: undefined };
    const fetch = testNetwork({ [`GET ${path}`]: () => jsonResponse(200, { success: true, data: broken }) });
    const result = await storeOver(fetch).dispatch(reelTalkApi.endpoints.getProject.initiate(TEST_PROJECT_ID));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 0, message: UNEXPECTED_ANSWER, code: 'unexpected_answer' });
  });

  it("keeps a failed call's text, status and code", async () => {
    const fetch = testNetwork({
      [`GET ${path}`]: () => jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
    });
    const result = await storeOver(fetch).dispatch(reelTalkApi.endpoints.getProject.initiate(TEST_PROJECT_ID));
    expect(result.error).toEqual({ status: 404, message: 'Project not found', code: 'not_found' });
  });

  it('reads a project again when it is saved or said to have changed, and the list with it', async () => {
    let name = 'Draft';
    const fetch = testNetwork({
      [`GET ${path}`]: () => jsonResponse(200, { success: true, data: testProject({ name }) }),
      'GET /api/projects': () => libraryAnswer([testProject({ name })]),
      [`PATCH ${path}`]: (init) => {
        name = (JSON.parse(String(init?.body)) as { name: string }).name;
        return jsonResponse(200, { success: true, data: testProject({ name }) });
      },
    });
    const store = storeOver(fetch);
    const project = store.dispatch(reelTalkApi.endpoints.getProject.initiate(TEST_PROJECT_ID));
    const list = store.dispatch(reelTalkApi.endpoints.libraryPage.initiate(everything));
    await Promise.all([project, list]);
    const reads = () => fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
    expect(reads()).toBe(2);

    await store.dispatch(
      reelTalkApi.endpoints.updateProject.initiate({ id: TEST_PROJECT_ID, changes: { name: 'Final' } }),
    );
    await vi.waitFor(() => expect(reads()).toBe(4));
    const selectProject = reelTalkApi.endpoints.getProject.select(TEST_PROJECT_ID);
    await vi.waitFor(() => expect(selectProject(store.getState()).data?.name).toBe('Final'));
    const selectList = reelTalkApi.endpoints.libraryPage.select(everything);
    expect(selectList(store.getState()).data?.pages[0]?.data[0]?.name).toBe('Final');

    name = 'Narrated';
    store.dispatch(projectChanged(TEST_PROJECT_ID));
    await vi.waitFor(() => expect(selectProject(store.getState()).data?.name).toBe('Narrated'));
    project.unsubscribe();
    list.unsubscribe();
  });

  it('asks the server for the library filtered, searched and paged, each next page from the last cursor', async () => {
    const row = (n: number) => testProject({ _id: `00000000-0000-4000-8000-00000000000${n}`, name: `Book ${n}` });
    const first = 'GET /api/projects?q=moon&status=in-progress&genres=Drama%2CSci-Fi&publisher=mine&sort=name';
    const fetch = testNetwork({
      [first]: () => libraryAnswer([row(1)], { total: 2, nextCursor: 'c1' }),
      [`${first}&cursor=c1`]: () => libraryAnswer([row(2)]),
    });
    const store = storeOver(fetch);
    const filters = {
      search: ' moon ',
      status: 'in-progress',
      genres: ['Drama', 'Sci-Fi'],
      publisher: 'mine',
      sort: 'name',
    } as const;
    const list = store.dispatch(reelTalkApi.endpoints.libraryPage.initiate(filters));
    await list;
    await store.dispatch(reelTalkApi.endpoints.libraryPage.initiate(filters, { direction: 'forward' }));
    const { data, hasNextPage } = reelTalkApi.endpoints.libraryPage.select(filters)(store.getState());
    expect(data?.pages.flatMap((page) => page.data.map((project) => project.name))).toEqual(['Book 1', 'Book 2']);
    expect(hasNextPage).toBe(false);
    list.unsubscribe();
  });
});
