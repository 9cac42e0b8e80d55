/** For the account page's unit tests: a profile as the server answers it and the page on a test network. */
import type { PublisherMembership, UserProfile } from '@reeltalk/contracts';
import { jsonResponse, renderWithStore, testNetwork, type TestRoute } from '@reeltalk/web-kit/testing';
import type { ReactElement } from 'react';

export const PUBLISHER_ID = '00000000-0000-4000-8000-0000000000c1';

export function testProfile(patch: Partial<UserProfile> = {}): UserProfile {
  return {
    fullName: 'Ada Lovelace',
    email: 'ada@reeltalk.dev',
    username: 'ada@reeltalk.dev',
    auth_type: 'emailpassword',
    avatar: null,
    ...patch,
  };
}

export function testMembership(patch: Partial<PublisherMembership> = {}): PublisherMembership {
  return {
    publisherId: { _id: PUBLISHER_ID, name: 'Sea Books', planType: 'pro' },
    permissionLevel: 'owner',
    status: 'active',
    ...patch,
  };
}

/** A route answering `{ success: true, data }`. */
export const answer =
  (data: unknown, status = 200): TestRoute =>
  () =>
    jsonResponse(status, { success: true, data });

/** Renders `element` at /app/account (with '/' beside it) on a network of the given routes. */
export function renderAccount(element: ReactElement, routes: Record<string, TestRoute>) {
  const fetch = testNetwork(routes);
  const view = renderWithStore(
    [
      { path: '/app/account', element },
      { path: '/', element: <p>landing page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/app/account',
    fetch,
  );
  return { fetch, ...view };
}

/** The JSON body a request of the test network carried. */
export function sentBody(fetch: ReturnType<typeof testNetwork>, key: string): unknown {
  const call = fetch.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`.endsWith(key));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
