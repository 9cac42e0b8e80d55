import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, reelTalkApi, signOut, useAuth } from '@reeltalk/web-kit';
import { renderRoutes, signedIn } from '../../testing/renderRoutes.tsx';
import { Avatar } from './Avatar.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { profileAnswer } from '../../testing/profile.ts';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const THIRTY_MINUTES = 30 * 60 * 1000;

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(signedIn());
  vi.mocked(api.get).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Avatar', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster murray hopper', 'GH'],
    ['Plato', 'P'],
    ['', 'R'],
    [null, 'R'],
  ])('shows the initials of %j as %s when there is no picture', (fullName, initials) => {
    render(<Avatar fullName={fullName} src={null} />);
    expect(screen.getByTestId('avatar-initials').textContent).toBe(initials);
    expect(screen.queryByTestId('avatar-image')).toBeNull();
  });

  it('shows an http(s) picture', () => {
    render(<Avatar fullName="Ada Lovelace" src="https://cdn.reeltalk.app/avatars/ada.png" />);
    expect(screen.getByTestId('avatar-image').getAttribute('src')).toBe('https://cdn.reeltalk.app/avatars/ada.png');
    expect(screen.queryByTestId('avatar-initials')).toBeNull();
  });

  it.each(['data:image/svg+xml;utf8,<svg/>', 'ftp://files/ada.png', 'https://cdn.reeltalk.app/default-avatar.png'])(
    'treats %s as no picture',
    (src) => {
      render(<Avatar fullName="Ada Lovelace" src={src} />);
      expect(screen.getByTestId('avatar-initials').textContent).toBe('AL');
    },
  );

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar fullName="Ada Lovelace" src="https://cdn.reeltalk.app/avatars/broken.png" />);
    fireEvent.error(screen.getByTestId('avatar-image'));
    expect(screen.queryByTestId('avatar-image')).toBeNull();
    expect(screen.getByTestId('avatar-initials').textContent).toBe('AL');
  });
});

describe('UserAvatar', () => {
  const renderAvatar = () => renderRoutes([{ path: '/app', element: <UserAvatar /> }], { at: '/app' });

  it('shows the profile picture from GET /users/profile and refreshes it every 30 minutes', async () => {
    vi.useFakeTimers();
    vi.mocked(api.get)
      .mockResolvedValueOnce(profileAnswer('Ada Lovelace', 'https://cdn.test/a-1.png'))
      .mockResolvedValueOnce(profileAnswer('Ada Lovelace', 'https://cdn.test/a-2.png'));
    renderAvatar();
    // The store hands its updates to React on the next animation frame.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.get).toHaveBeenCalledWith('/users/profile', {});
    expect(screen.getByTestId('avatar-image').getAttribute('src')).toBe('https://cdn.test/a-1.png');

    await act(() => vi.advanceTimersByTimeAsync(THIRTY_MINUTES));
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('avatar-image').getAttribute('src')).toBe('https://cdn.test/a-2.png');
  });

  it("uses the profile's full name for the initials", async () => {
    vi.mocked(api.get).mockResolvedValue(profileAnswer('Grace Hopper'));
    renderAvatar();
    await waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('GH'));
  });

  it('follows a name saved elsewhere in the app (the profile read again), without a reload', async () => {
    vi.mocked(api.get).mockResolvedValueOnce(profileAnswer('Ada Lovelace'));
    const { store } = renderAvatar();
    await waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('AL'));
    vi.mocked(api.get).mockResolvedValueOnce(profileAnswer('Grace Hopper'));
    // What the account page's name and avatar mutations invalidate.
    act(() => {
      store.dispatch(reelTalkApi.util.invalidateTags(['Profile']));
    });
    await waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('GH'));
  });

  it("replaces the picture on an 'avatarUpdated' window event", async () => {
    vi.mocked(api.get).mockResolvedValue(profileAnswer());
    renderAvatar();
    await waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('AL'));
    act(() => {
      window.dispatchEvent(new CustomEvent('avatarUpdated', { detail: { avatarUrl: 'https://cdn.test/new.png' } }));
    });
    expect(screen.getByTestId('avatar-image').getAttribute('src')).toBe('https://cdn.test/new.png');
  });
});

describe('AvatarMenu', () => {
  const renderMenu = () => {
    vi.mocked(api.get).mockResolvedValue(profileAnswer());
    return renderRoutes([{ path: '/app', element: <AvatarMenu /> }], { at: '/app' });
  };

  it('offers Account and Logout and closes on a click outside', async () => {
    renderMenu();
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    expect(screen.getByTestId('avatar-menu-account').textContent).toBe('Account');
    expect(screen.getByTestId('avatar-menu-logout').textContent).toBe('Logout');

    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('avatar-menu')).toBeNull();
  });

  it('goes to /app/account', async () => {
    const { router } = renderMenu();
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    await userEvent.click(screen.getByTestId('avatar-menu-account'));
    expect(router.state.location.pathname).toBe('/app/account');
  });

  it('signs out and goes to /login', async () => {
    const { router } = renderMenu();
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    await userEvent.click(screen.getByTestId('avatar-menu-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalled();
  });
});
