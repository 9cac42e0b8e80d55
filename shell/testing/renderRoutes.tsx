import { combineSlices } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { api, createAppStore, type AuthUser } from '@reeltalk/web-kit';
import { OpenPageContext } from '../src/layout/AppLink.tsx';

/** Where the app went: rendered by the catch-all route, so a navigation away from the page under test shows here. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders routes in a memory router with the shell's store and page links as the app has them, whose API calls go through web-kit's `api` (the mocked
 * one where a test mocks web-kit); returns the router to inspect where it went.
 */
export function renderRoutes(routes: RouteObject[], { at = '/', state }: { at?: string; state?: unknown } = {}) {
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [{ pathname: at, state }],
  });
  const store = createAppStore(combineSlices(), { api });
  const view = render(
    <Provider store={store}>
      <OpenPageContext.Provider value={(path) => void router.navigate(path)}>
        <RouterProvider router={router} />
      </OpenPageContext.Provider>
    </Provider>,
  );
  return { router, store, view };
}

export const signedIn = (user: Partial<AuthUser> = {}) => ({
  initialized: true,
  ready: true,
  user: {
    uid: 'user-1',
    email: 'ada@lovelace.dev',
    displayName: 'Ada Lovelace',
    photoURL: null,
    emailVerified: true,
    providerId: 'password',
    ...user,
  },
});

export const signedOut = { initialized: true, ready: false, user: null };
