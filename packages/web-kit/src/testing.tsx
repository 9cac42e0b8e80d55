/**
 * For unit tests of the front ends only ('@reeltalk/web-kit/testing'): the auth state set where the identity
 * provider would set it, an API client over a stubbed fetch (the network boundary), a narration event stream the
 * test feeds, and a page rendered with the real store and a memory router.
 */
import type { NarrationStatus } from '@reeltalk/contracts';
import { combineSlices } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createApiClient, fetchTransport, streamTransport, xhrTransport, type ApiClientOptions } from './api/index.ts';
import { createAppStore } from './store/index.ts';

export { setAuthUser } from './auth/authState.ts';

/** A JSON answer as a server would send it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
  send(status: Partial<NarrationStatus>): void;
  close(): void;
}

/** A text/event-stream answer of GET /api/narrations/:jobId/events that the test feeds status by status. */
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
    send(status) {
      const event: NarrationStatus = {
        jobId,
        projectId,
        state: 'active',
        stage: '',
        percent: 0,
        error: null,
        ...status,
      };
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}
