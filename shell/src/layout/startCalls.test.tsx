import { act, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_CONCURRENCY } from '@reeltalk/contracts';
import { apiMonitor, initAuth, reelTalkApi, startAuth, useGetProjectQuery } from '@reeltalk/web-kit';
import { testProject } from '@reeltalk/web-kit/testing';
import { firebase } from '@reeltalk/web-kit/testing/firebase';
import { AppLayout } from './AppLayout.tsx';
import { ProjectStepLayout } from './ProjectStepLayout.tsx';
import { renderRoutes } from '../../testing/renderRoutes.tsx';
import { profileAnswer } from '../../testing/profile.ts';

/*
 * When the app starts, its initial /api calls run batched, at most 3 at once, identical in-flight requests
 * shared. This renders the workspace at a project step with web-kit's real `api` (the one every front end uses);
 * only the identity provider's module and the browser's fetch (the network) are replaced.
 */

vi.mock('firebase/auth', () => import('@reeltalk/web-kit/testing/firebase'));

const ada = {
  uid: 'user-1',
  email: 'ada@lovelace.dev',
  displayName: 'Ada Lovelace',
  photoURL: null,
  providerId: 'firebase',
  providerData: [{ providerId: 'password' }],
  getIdToken: async () => 'token-1',
  getIdTokenResult: async () => ({
    token: 'token-1',
    expirationTime: new Date(Date.now() + 3_600_000).toUTCString(),
  }),
};

const project = testProject({ name: 'The Lighthouse Keeper' });

const ANSWERS: Record<string, unknown> = {
  '/api/users/profile': profileAnswer(),
  '/api/projects/p1': { success: true, data: project },
  '/api/voice-models': { success: true, data: [] },
  '/api/soundtracks': { success: true, data: [] },
};

/** The network: holds every request until answer() is called, and counts how many were open at once. */
const network = {
  requests: [] as Array<{ url: string; authorization: string | null }>,
  held: [] as Array<() => void>,
  open: 0,
  mostOpen: 0,
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    network.requests.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    network.open += 1;
    network.mostOpen = Math.max(network.mostOpen, network.open);
    await new Promise<void>((resolve) => network.held.push(resolve));
    network.open -= 1;
    return new Response(JSON.stringify(ANSWERS[url] ?? {}), { headers: { 'Content-Type': 'application/json' } });
  },
  answer: () => network.held.splice(0).forEach((release) => release()),
};

/** A step's lists, as endpoints of the shared API (the voice step's and the soundtrack step's own stand for them). */
const stepLists = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    stepVoiceModels: build.query<unknown, void>({
      query: () => ({ path: '/voice-models', answer: { parse: (body: unknown) => body } }),
    }),
    stepSoundtracks: build.query<unknown, void>({
      query: () => ({ path: '/soundtracks', answer: { parse: (body: unknown) => body } }),
    }),
  }),
});

/** Stands for a step remote: on mount it loads its project and its lists (as the voice step does). */
function StepRemote() {
  const { projectId = '' } = useParams();
  const { data: loaded } = useGetProjectQuery(projectId);
  stepLists.useStepVoiceModelsQuery();
  stepLists.useStepSoundtracksQuery();
  return <p data-testid="step-remote">{loaded?.name ?? ''}</p>;
}

beforeAll(async () => {
  vi.stubGlobal('fetch', network.fetch);
  initAuth({
    firebase: { apiKey: 'k', authDomain: 'reeltalk.test', projectId: 'demo-reeltalk' },
    authEmulatorUrl: null,
  });
  await startAuth();
  firebase.auth.currentUser = ada;
  firebase.report(ada as unknown as User);
});

afterAll(() => {
  firebase.report(null);
  apiMonitor.stop();
  vi.unstubAllGlobals();
});

describe('the calls made when the app starts at a project step', () => {
  it('run at most 3 at once through the one API client, the identical project request sent once', async () => {
    renderRoutes(
      [
        {
          path: '/app',
          element: <AppLayout />,
          children: [
            {
              element: <ProjectStepLayout />,
              children: [{ path: 'project/:projectId/:step', element: <StepRemote /> }],
            },
          ],
        },
      ],
      { at: '/app/project/p1/voice' },
    );

    // Profile (avatar), project (step bar), project again (the step), voice models and soundtracks (the step): four
    // different requests, of which three may be on the wire.
    await waitFor(() => expect(network.requests).toHaveLength(REQUEST_CONCURRENCY));
    expect(network.open).toBe(3);

    await act(async () => network.answer());
    await waitFor(() => expect(network.requests).toHaveLength(4));
    await act(async () => network.answer());

    await waitFor(() => expect(screen.getByTestId('step-remote').textContent).toBe('The Lighthouse Keeper'));
    // The step bar reads the same answer through its own query, which may render a moment after the step.
    await waitFor(() => expect(screen.getByTestId('step-bar-project-name').textContent).toBe('The Lighthouse Keeper'));
    expect(network.requests.map(({ url }) => url).sort()).toEqual([
      '/api/projects/p1',
      '/api/soundtracks',
      '/api/users/profile',
      '/api/voice-models',
    ]);
    expect(network.mostOpen).toBe(3);
    expect(network.requests.every(({ authorization }) => authorization === 'Bearer token-1')).toBe(true);
  });
});
