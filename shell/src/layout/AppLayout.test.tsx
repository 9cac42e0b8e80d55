import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuth } from '@reeltalk/web-kit';
import { AppLayout } from './AppLayout.tsx';
import { renderRoutes, signedIn } from './renderRoutes.testing.tsx';
import { WorkspaceLoading } from './WorkspaceLoading.tsx';

vi.mock('@reeltalk/web-kit', async () => (await import('./webKitMock.testing.ts')).mockedWebKit());

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
        ],
      },
    ],
    { at },
  );

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(signedIn());
  vi.mocked(api.get).mockResolvedValue({ success: true, data: { fullName: 'Ada Lovelace', avatar: null } });
});

describe('AppLayout', () => {
  it('offers Upload, Library, Account and Help in the side navigation', async () => {
    renderApp('/app');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/users/profile'));
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

describe('WorkspaceLoading', () => {
  it("says 'Setting up your workspace...'", () => {
    render(<WorkspaceLoading />);
    expect(screen.getByText('Setting up your workspace...')).toBeTruthy();
  });
});
