import { loadRemote } from '@module-federation/enhanced/runtime';
import { combineSlices } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import type { StepProps } from '@reeltalk/contracts';
import { api, createAppStore, type AuthUser } from '@reeltalk/web-kit';
import type * as WebKit from '@reeltalk/web-kit';
import { setAuthUser, testProject } from '@reeltalk/web-kit/testing';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { everyRemoteFits, remoteNetwork } from '../testing/remoteRegistry.ts';
import { createRoutes } from './routes.tsx';
import { createFlowSlice } from './store.ts';

// Remotes are stood in for at the federation runtime: each "remote" names itself and the props it got. Every one
// has a live release that fits the shell.
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
beforeAll(() => vi.stubGlobal('fetch', remoteNetwork(everyRemoteFits)));
afterAll(() => vi.unstubAllGlobals());
vi.mocked(loadRemote).mockImplementation(async (id: string) => ({
  default: ({ projectId }: StepProps) => <p data-testid="remote">{`${id} ${projectId ?? ''}`.trim()}</p>,
}));

// The app's own API calls (the step bar's project) are answered at web-kit's api; auth state stays real.
vi.mock('@reeltalk/web-kit', async () => {
  const { mockedWebKit } = await import('../testing/webKitMock.ts');
  const actual = await vi.importActual<typeof WebKit>('@reeltalk/web-kit');
  return { ...(await mockedWebKit()), useAuth: actual.useAuth };
});
vi.mocked(api.get).mockResolvedValue({ success: true, data: testProject({ name: 'Night Train' }) });

const ada: AuthUser = {
  uid: 'u1',
  email: 'ada@reeltalk.test',
  displayName: 'Ada',
  photoURL: null,
  emailVerified: true,
  providerId: 'password',
};

function renderAt(path: string) {
  const store = createAppStore(combineSlices(createFlowSlice), { api });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

afterEach(() => act(() => setAuthUser(null)));

describe('the sign-in guard', () => {
  it('shows the workspace set-up text until the auth state is known', () => {
    renderAt('/app/my-library');
    expect(screen.getByText('Setting up your workspace...')).toBeTruthy();
  });

  it('sends a visitor to /login, remembering where they were going', async () => {
    act(() => setAuthUser(null));
    const { router } = renderAt('/app/project/p1/voice?tab=custom');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/app/project/p1/voice', search: '?tab=custom', hash: '' },
    });
  });

  it('sends the user to /login when they sign out inside the app', async () => {
    act(() => setAuthUser(ada));
    const { router } = renderAt('/app/account');
    expect(await screen.findByTestId('remote')).toBeTruthy();
    act(() => setAuthUser(null));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets anybody see the shared page', async () => {
    act(() => setAuthUser(null));
    renderAt('/share-view?pId=p1&uId=u1&key=k');
    expect((await screen.findByTestId('remote')).textContent).toBe('mf_export/SharedView');
  });
});

describe('the remote routes of a signed-in user', () => {
  it.each([
    ['/app', 'mf_upload/Step'],
    ['/app/create', 'mf_upload/Step'],
    ['/app/my-library', 'mf_library/Page'],
    ['/app/account', 'mf_account/Page'],
    ['/app/project/p1/upload', 'mf_upload/Step p1'],
    ['/app/project/p1/review', 'mf_review/Step p1'],
    ['/app/project/p1/voice', 'mf_voice/Step p1'],
    ['/app/project/p1/soundtrack', 'mf_soundtrack/Step p1'],
    ['/app/project/p1/export', 'mf_export/Step p1'],
  ])('%s shows %s', async (path, shown) => {
    act(() => setAuthUser(ada));
    renderAt(path);
    expect((await screen.findByTestId('remote')).textContent).toBe(shown);
  });

  it.each(['/app/project/p1', '/app/project/p1/mixing'])('%s opens the review step', async (path) => {
    act(() => setAuthUser(ada));
    const { router } = renderAt(path);
    expect((await screen.findByTestId('remote')).textContent).toBe('mf_review/Step p1');
    expect(router.state.location.pathname).toBe('/app/project/p1/review');
  });

  it('starts a new create flow each time /app/create is opened', async () => {
    act(() => setAuthUser(ada));
    const { router, store } = renderAt('/app/create');
    await screen.findByTestId('remote');
    expect(createFlowSlice.selectors.selectCreateFlowRun(store.getState())).toBe(1);
    await act(() => router.navigate('/app/my-library'));
    await act(() => router.navigate('/app/create'));
    expect(createFlowSlice.selectors.selectCreateFlowRun(store.getState())).toBe(2);
  });
});
