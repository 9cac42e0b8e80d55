import { describe, it, expect, vi, beforeEach } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deletedAccount,
  rememberDeletedAccount,
  signInWithApple,
  signInWithEmail,
  signInWithGoogle,
  useAuth,
  type AuthUser,
} from '@reeltalk/web-kit';
import { renderRoutes, signedIn, signedOut } from '../../testing/renderRoutes.tsx';
import { LoginPage } from './LoginPage.tsx';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const renderLogin = (state?: unknown) =>
  renderRoutes([{ path: '/login', element: <LoginPage /> }], { at: '/login', state });

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

async function continueToPassword(email = 'ada@lovelace.dev') {
  await userEvent.type(screen.getByTestId('login-email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(signedOut);
  vi.mocked(signInWithEmail).mockReset();
  vi.mocked(signInWithGoogle).mockReset();
  vi.mocked(signInWithApple).mockReset();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('asks for the e-mail first, then the password', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent).toBe('Continue');
    expect(screen.queryByTestId('login-password')).toBeNull();

    await continueToPassword();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent).toBe('Log In');
  });

  it('refuses to continue without a valid e-mail address', async () => {
    renderLogin();
    await continueToPassword('not-an-address');
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter a valid email address.');
    expect(screen.queryByTestId('login-password')).toBeNull();
  });

  it("shows 'Loading...' while signing in, then returns to the page the user came from, replacing history", async () => {
    let finish: (user: AuthUser) => void = () => undefined;
    vi.mocked(signInWithEmail).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { router } = renderLogin({ from: { pathname: '/app/my-library', search: '?q=1' } });
    await continueToPassword();
    await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
    await userEvent.click(screen.getByTestId('login-submit'));

    expect(screen.getByTestId('login-submit').textContent).toBe('Loading...');
    expect(signInWithEmail).toHaveBeenCalledWith('ada@lovelace.dev', 'Secret#123');
    finish(signedIn().user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-library'));
    expect(router.state.location.search).toBe('?q=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /app by default after signing in', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue(signedIn().user);
    const { router } = renderLogin();
    await continueToPassword();
    await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it.each([
    ['auth/user-not-found', 'Please enter a valid email address.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/network-request-failed', 'Network error. Please check your connection.'],
  ])('maps the e-mail sign-in error %s to %j', async (code, text) => {
    vi.mocked(signInWithEmail).mockRejectedValue(firebaseError(code));
    renderLogin();
    await continueToPassword();
    await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
    expect(screen.getByTestId('login-submit').textContent).toBe('Log In');
  });

  it('shows a generic text when the provider gives none', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue({});
    renderLogin();
    await continueToPassword();
    await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid email or password. Please try again.');
  });

  it.each([
    ['Google', 'login-google', 'auth/popup-closed-by-user', 'Sign in was cancelled.'],
    ['Apple', 'login-apple', 'auth/cancelled-popup-request', 'Sign in was cancelled.'],
    ['Google', 'login-google', 'auth/popup-blocked', 'Sign in popup was blocked. Please allow popups and try again.'],
    ['Apple', 'login-apple', 'auth/unauthorized-domain', 'This domain is not authorized for sign in.'],
  ])('maps the %s sign-in error %s', async (_provider, testId, code, text) => {
    vi.mocked(signInWithGoogle).mockRejectedValue(firebaseError(code));
    vi.mocked(signInWithApple).mockRejectedValue(firebaseError(code));
    renderLogin();
    await userEvent.click(screen.getByTestId(testId));
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
  });

  it.each([
    ['login-google', 'Google sign in failed. Please try again.'],
    ['login-apple', 'Apple sign in failed. Please try again.'],
  ])('names the provider when %s fails without a message', async (testId, text) => {
    vi.mocked(signInWithGoogle).mockRejectedValue({});
    vi.mocked(signInWithApple).mockRejectedValue({});
    renderLogin();
    await userEvent.click(screen.getByTestId(testId));
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
  });

  it('signs in with Google and goes to /app', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({
      uid: 'g-1',
      email: null,
      displayName: null,
      photoURL: null,
      emailVerified: true,
      providerId: 'google.com',
    });
    const { router } = renderLogin();
    expect(screen.getByTestId('login-google').textContent).toBe('Continue with Google');
    expect(screen.getByTestId('login-apple').textContent).toBe('Continue with Apple');
    await userEvent.click(screen.getByTestId('login-google'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('shows why the session ended when an expired session was sent here', () => {
    renderLogin({ from: '/app/my-library', notice: 'Authentication required. Please log in again.' });
    expect(screen.getByTestId('login-error').textContent).toBe('Authentication required. Please log in again.');
  });

  it('shows the notice when it arrives after the page is already open', async () => {
    const { router } = renderLogin({ from: '/app/my-library' });
    expect(screen.queryByTestId('login-error')).toBeNull();
    await act(() =>
      router.navigate('/login', {
        replace: true,
        state: { from: '/app/my-library', notice: 'Authentication required. Please log in again.' },
      }),
    );
    expect(screen.getByTestId('login-error').textContent).toBe('Authentication required. Please log in again.');
  });

  it('shows no message on a plain visit', () => {
    renderLogin();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('sends a signed-in user straight on', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    const { router } = renderLogin({ from: '/app/help' });
    expect(router.state.location.pathname).toBe('/app/help');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("links to /signup with 'Sign up.', taking along where the sign-in was asked for", async () => {
    const { router } = renderLogin({ from: '/app/account#invitations' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign up.' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ from: '/app/account#invitations' });
  });

  describe('after the account was deleted in this tab', () => {
    beforeEach(() => rememberDeletedAccount('Ada@Lovelace.dev'));

    it('says the account was deleted, and says it again when its address is tried', async () => {
      vi.mocked(signInWithEmail).mockRejectedValue(firebaseError('auth/user-not-found'));
      renderLogin();
      expect(screen.getByTestId('login-notice').textContent).toBe(
        'Your account has been deleted, with all of its projects and files.',
      );
      await continueToPassword('ada@lovelace.dev');
      await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
      await userEvent.click(screen.getByTestId('login-submit'));
      expect((await screen.findByTestId('login-error')).textContent).toBe(
        'This account was deleted. Sign up to create a new one.',
      );
    });

    it("answers another address as the identity provider's error says", async () => {
      vi.mocked(signInWithEmail).mockRejectedValue(firebaseError('auth/user-not-found'));
      renderLogin();
      await continueToPassword('grace@hopper.dev');
      await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
      await userEvent.click(screen.getByTestId('login-submit'));
      expect((await screen.findByTestId('login-error')).textContent).toBe('Please enter a valid email address.');
    });

    it('forgets the deletion once someone signs in', async () => {
      vi.mocked(signInWithEmail).mockResolvedValue(signedIn().user);
      const { router } = renderLogin();
      await continueToPassword('grace@hopper.dev');
      await userEvent.type(screen.getByTestId('login-password'), 'Secret#123');
      await userEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      expect(deletedAccount()).toBe('');
    });
  });
});
