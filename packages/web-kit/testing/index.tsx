/**
 * For unit tests of the front ends only ('@reeltalk/web-kit/testing'): the auth state set where the identity
 * provider would set it, an API client over a stubbed fetch (the network boundary), the network and upload transport
 * the test answers, a narration event stream the test feeds, and a page rendered with the real store and a memory
 * router.
 */
import type { JobEvent, Project } from '@reeltalk/contracts';
import { combineSlices } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../src/api/client.ts';
import { fetchTransport, streamTransport, xhrTransport } from '../src/api/transport.ts';
import type { AuthUser } from '../src/auth/authUser.ts';
import { createAppStore } from '../src/store/index.ts';

export { setAuthUser } from '../src/auth/authState.ts';

/** A signed-in e-mail/password user whose address is not verified yet; `patch` replaces fields. */
export function unverifiedAuthUser(patch: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'u1',
    email: 'ada@reeltalk.dev',
    displayName: 'Ada Lovelace',
    photoURL: null,
    emailVerified: false,
    providerId: 'password',
    ...patch,
  };
}

/** A JSON answer as a server would send it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The id of testProject(); answers are checked against the contracts, where ids are UUIDs. */
export const TEST_PROJECT_ID = '00000000-0000-4000-8000-0000000000a1';
const TEST_USER_ID = '00000000-0000-4000-8000-0000000000b1';

/** A project as GET /api/projects/:id answers it: a script uploaded, nothing narrated yet; `patch` replaces fields. */
export function testProject(patch: Partial<Project> = {}): Project {
  return {
    _id: TEST_PROJECT_ID,
    name: 'Moby Dick',
    fullName: null,
    description: null,
    status: 1,
    genres: [],
    emotions: [],
    voice_model_id: null,
    source_document: { name: 'moby.docx', size: 1536, type: 'docx', file: 's3://x', key: 'projects/p1/moby.docx' },
    audio_stems: { vocal: null, mix: null, vocal_duration: null, musicZones: [], soundtrack: null },
    videoInfo: {},
    settings: {},
    userId: { _id: TEST_USER_ID, fullName: 'Ann Reader' },
    duration: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    lastModified: '2026-03-14T10:00:00.000Z',
    ...patch,
  };
}

/** Answers one request of the test network. */
export type TestRoute = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The network: API routes by 'METHOD /api/path', storage by its signed address; anything else fails the test. */
export function testNetwork(routes: Record<string, TestRoute>) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input).replace('http://api.test', '');
    const key = url.startsWith('/api/') ? `${init?.method ?? 'GET'} ${url}` : url;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    return route(init);
  });
}

/** XMLHttpRequest as the API client's upload transport uses it; the test moves each upload along and answers it. */
export class TestXhr {
  static sent: TestXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    TestXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader() {
    return 'application/json';
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  fail() {
    act(() => this.onerror?.());
  }
}

/** An API client for http://api.test whose token is always 'token'; `overrides` replace any option. */
export function createTestApi(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    origin: 'http://api.test',
    getToken: async () => 'token',
    signOut: async () => {},
    navigate: () => {},
    authRedirectDelayMs: 0,
    maxConcurrent: 3,
    fetch: fetchTransport(fetch),
    xhr: xhrTransport(() => new XMLHttpRequest()),
    stream: streamTransport(fetch),
    ...overrides,
  });
}

/** Renders routes at `initialEntry` inside a fresh store whose thunks reach the network through `fetch`. */
export function renderWithStore(routes: RouteObject[], initialEntry: string, fetch: typeof globalThis.fetch) {
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

export interface TestEventStream {
  response: Response;
  send(event: Partial<JobEvent>): void;
  close(): void;
}

/** A text/event-stream answer of GET /api/projects/:projectId/events that the test feeds with events of one job. */
export function testEventStream(jobId = 'job-1', projectId = 'p1'): TestEventStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(patch) {
      const event: JobEvent = {
        jobId,
        projectId,
        kind: 'narration',
        state: 'running',
        stage: '',
        percent: 0,
        error: null,
        ...patch,
      };
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}
