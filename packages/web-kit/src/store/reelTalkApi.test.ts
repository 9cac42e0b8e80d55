import { combineSlices } from '@reduxjs/toolkit';
import type { Project } from '@reeltalk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_PROJECT_ID,
  TestXhr,
  createTestApi,
  jsonResponse,
  testNetwork,
  testProject,
} from '../../testing/index.tsx';
import { xhrTransport } from '../api/transport.ts';
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

  it("sends a call's own headers, and no token for a call made without one (the shared page's)", async () => {
    const fetch = testNetwork({ 'GET /api/open': () => jsonResponse(200, { ok: true }) });
    const open = reelTalkApi.injectEndpoints({
      endpoints: (build) => ({
        readOpen: build.query<unknown, void>({
          query: () => ({
            path: '/open',
            auth: false,
            headers: { 'X-Share-Key': 'k1' },
            answer: { parse: (body) => body },
          }),
        }),
      }),
    });
    const result = await storeOver(fetch).dispatch(open.endpoints.readOpen.initiate());
    expect(result.data).toEqual({ ok: true });
    const sent = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(sent.get('X-Share-Key')).toBe('k1');
    expect(sent.get('Authorization')).toBeNull();
  });

  it('uploads a form with its progress, and a refusal is the same error as any call', async () => {
    TestXhr.sent = [];
    const store = createAppStore(combineSlices(), {
      api: createTestApi(testNetwork({}), { xhr: xhrTransport(() => new TestXhr() as unknown as XMLHttpRequest) }),
    });
    const upload = reelTalkApi.injectEndpoints({
      endpoints: (build) => ({
        sendFile: build.mutation<unknown, { form: FormData; onProgress: (percent: number) => void }>({
          query: ({ form, onProgress }) => ({
            method: 'POST',
            path: '/files',
            form,
            onProgress: ({ percent }) => onProgress(percent),
            answer: { parse: (body) => body },
          }),
        }),
      }),
    });
    const seen: number[] = [];
    const form = new FormData();
    const sending = store.dispatch(
      upload.endpoints.sendFile.initiate({ form, onProgress: (percent) => seen.push(percent) }),
    );
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    const [xhr] = TestXhr.sent;
    expect([xhr?.method, xhr?.url, xhr?.body, xhr?.headers.Authorization]).toEqual([
      'POST',
      'http://api.test/api/files',
      form,
      'Bearer token',
    ]);
    xhr?.progress(50, 100);
    xhr?.respond(413, { error: 'too_large', message: 'The file is too large' });
    expect(seen).toEqual([50]);
    expect((await sending).error).toEqual({ status: 413, message: 'The file is too large', code: 'too_large' });
  });
});
