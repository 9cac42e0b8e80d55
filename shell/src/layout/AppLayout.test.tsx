import { afterEach, describe, it, expect, vi, beforeEach } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuth } from '@reeltalk/web-kit';
import { AppLayout } from './AppLayout.tsx';
import { renderRoutes, signedIn } from '../../testing/renderRoutes.tsx';
import { WorkspaceLoading } from './WorkspaceLoading.tsx';
import { profileAnswer } from '../../testing/profile.ts';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const renderApp = (at: string) =>
  renderRoutes(
    [
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>create section</p> },
          { path: 'my-library', element: <p>library section</p> },
          { path: 'help', element: <p>help section</p> },
          { path: 'project/:projectId/listen', element: <p>listening view</p> },
        ],
      },
    ],
    { at },
  );

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(signedIn());
  vi.mocked(api.get).mockResolvedValue(profileAnswer());
});

describe('AppLayout', () => {
  it('offers Upload, Library, Account and Help in the side navigation', async () => {
    renderApp('/app');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/users/profile', {}));
    expect(screen.getByTestId('side-nav-upload').textContent).toBe('Upload');
    expect(screen.getByTestId('side-nav-library').textContent).toBe('Library');
    expect(screen.getByTestId('side-nav-account').textContent).toBe('Account');
    expect(screen.getByTestId('side-nav-help').textContent).toBe('Help');
    expect(screen.getByTestId('side-nav-upload').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('create section')).toBeTruthy();
  });

  it('switches sections from the side navigation', async () => {
    const { router } = renderApp('/app');
    await userEvent.click(screen.getByTestId('side-nav-library'));
    expect(router.state.location.pathname).toBe('/app/my-library');
    expect(screen.getByText('library section')).toBeTruthy();
    expect(screen.getByTestId('side-nav-library').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('side-nav-upload').getAttribute('aria-current')).toBeNull();
  });

  it("counts a project's listening view as the library's, where a viewer comes from", async () => {
    renderApp('/app/project/p1/listen');
    expect(await screen.findByText('listening view')).toBeTruthy();
    expect(screen.getByTestId('side-nav-library').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'My Library' })).toBeTruthy();
  });

  it('starts a new project from the top bar', async () => {
    const { router } = renderApp('/app/help');
    await userEvent.click(screen.getByRole('button', { name: /New Project/ }));
    expect(router.state.location.pathname).toBe('/app/create');
  });

  it('opens the account page from the avatar menu', async () => {
    const { router } = renderApp('/app');
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/app/account');
  });
});

describe('AppLayout on a narrow screen', () => {
  /** A screen `narrow` or not for the drawer's media query; `resize` changes it as turning a tablet would. */
  function screenWidth(narrow: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches: narrow,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal('matchMedia', (media: string) => ({
      ...query,
      media,
      get matches() {
        return query.matches;
      },
    }));
    return {
      resize(toNarrow: boolean) {
        query.matches = toNarrow;
        act(() => listeners.forEach((listener) => listener()));
      },
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('opens the side navigation as a drawer from the menu button, with focus on its first section link; Escape closes it', async () => {
    screenWidth(true);
    renderApp('/app');
    const menu = screen.getByTestId('menu-button');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(screen.getByTestId('side-nav').id);
    expect(screen.getByTestId('side-nav').className).not.toContain('app-sidenav--open');

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('side-nav').className).toContain('app-sidenav--open');
    // The page behind the open drawer takes no focus.
    expect(screen.getByTestId('top-bar').closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('side-nav-upload')));

    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    expect(screen.getByTestId('top-bar').closest('[inert]')).toBeNull();
  });

  it('closes the drawer on following a link, on the backdrop and on its close button', async () => {
    screenWidth(true);
    const { router } = renderApp('/app');
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('side-nav-library'));
    expect(router.state.location.pathname).toBe('/app/my-library');
    expect(screen.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('side-nav-backdrop'));
    expect(screen.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('side-nav-close'));
    expect(screen.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByTestId('menu-button'));
  });

  it('closes the drawer when the screen widens, leaving the page usable', async () => {
    const width = screenWidth(true);
    renderApp('/app');
    await userEvent.click(screen.getByTestId('menu-button'));
    width.resize(false);
    expect(screen.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('side-nav-backdrop')).toBeNull();
    expect(screen.getByTestId('top-bar').closest('[inert]')).toBeNull();
  });
});

describe('WorkspaceLoading', () => {
  it("says 'Setting up your workspace...'", () => {
    render(<WorkspaceLoading />);
    expect(screen.getByText('Setting up your workspace...')).toBeTruthy();
  });
});
