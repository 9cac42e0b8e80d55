import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sendVerificationEmail, signUpWithEmail } from '@reeltalk/web-kit';
import { renderRoutes } from '../../testing/renderRoutes.tsx';
import { SignupPage } from './SignupPage.tsx';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const VALID = {
  'signup-full-name': 'Ada Lovelace',
  'signup-email': 'ada@lovelace.dev',
  'signup-password': 'Analytic#1843',
  'signup-confirm-password': 'Analytic#1843',
};

const renderSignup = () => renderRoutes([{ path: '/signup', element: <SignupPage /> }], { at: '/signup' });

function fill(values: Partial<typeof VALID>) {
  for (const [testId, value] of Object.entries(values)) {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  }
}

const submitButton = () => screen.getByTestId('signup-submit') as HTMLButtonElement;

/** Fills the four fields validly and waits for the form's check to let Create Account be pressed. */
async function fillValid() {
  fill(VALID);
  await waitFor(() => expect(submitButton().disabled).toBe(false));
}

beforeEach(() => {
  vi.mocked(signUpWithEmail).mockReset();
  vi.mocked(api.post).mockReset();
  vi.mocked(sendVerificationEmail).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SignupPage validation', () => {
  it.each([
    ['signup-full-name', '', 'Full name is required'],
    ['signup-full-name', 'Ada', 'Full name must be at least 4 characters'],
    ['signup-full-name', 'Ada1 Lovelace', 'Full name must contain at least 2 words with only letters'],
    ['signup-full-name', 'Lovelace', 'Full name must contain at least 2 words with only letters'],
    ['signup-email', '', 'Email is required'],
    ['signup-email', 'ada.lovelace', 'Please enter a valid email address'],
    ['signup-email', 'ada@example.com', 'Please enter a real email address'],
    ['signup-email', 'ada@lovelace.c', 'Email domain must have a valid top-level domain (e.g., .com, .org)'],
    ['signup-email', 'ada@lovelace..dev', 'Email domain cannot contain consecutive dots'],
    ['signup-password', '', 'Password is required'],
    ['signup-password', 'Ab#1', 'Password must be at least 8 characters'],
    ['signup-password', 'ANALYTIC#1843', 'Password must contain at least 1 lowercase letter'],
    ['signup-password', 'analytic#1843', 'Password must contain at least 1 uppercase letter'],
    ['signup-password', 'Analytic#engine', 'Password must contain at least 1 number'],
    ['signup-password', 'Analytic1843', 'Password must contain at least 1 special character'],
    ['signup-confirm-password', '', 'Please confirm your password'],
    ['signup-confirm-password', 'Analytic#1844', 'Passwords do not match'],
  ])('%s = %j shows %j once the field is left', async (testId, value, message) => {
    renderSignup();
    fill({ 'signup-password': VALID['signup-password'] });
    const input = screen.getByTestId(testId);
    fireEvent.change(input, { target: { value } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.blur(input);
    expect((await screen.findByText(message)).getAttribute('id')).toBe(input.getAttribute('aria-describedby'));
  });

  it('shows every message after a submit attempt, with the form-level text', async () => {
    renderSignup();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(screen.getByTestId('signup-form'));
    expect((await screen.findByTestId('signup-full-name-error')).textContent).toBe('Full name is required');
    expect(screen.getByTestId('signup-email-error').textContent).toBe('Email is required');
    expect(screen.getByTestId('signup-password-error').textContent).toBe('Password is required');
    expect(screen.getByTestId('signup-confirm-password-error').textContent).toBe('Please confirm your password');
    expect(screen.getByTestId('signup-error').textContent).toBe('Please fix the validation errors before submitting.');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('keeps Create Account disabled until all four fields are valid', async () => {
    renderSignup();
    expect(submitButton().textContent).toBe('Create Account');
    expect(submitButton().disabled).toBe(true);
    fill({ 'signup-full-name': VALID['signup-full-name'], 'signup-email': VALID['signup-email'] });
    fill({ 'signup-password': VALID['signup-password'], 'signup-confirm-password': 'Analytic#0000' });
    fill({ 'signup-confirm-password': VALID['signup-confirm-password'] });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    // A password changed afterwards no longer matches its confirmation: the button is disabled again.
    fill({ 'signup-password': 'Analytic#0000' });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it.each([
    ['signup-password', 'signup-password-toggle'],
    ['signup-confirm-password', 'signup-confirm-password-toggle'],
  ])('shows and hides %s', async (inputId, toggleId) => {
    renderSignup();
    const input = screen.getByTestId(inputId) as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByTestId(toggleId));
    expect(input.type).toBe('text');
    expect(screen.getByTestId(toggleId).textContent).toBe('Hide');
    await userEvent.click(screen.getByTestId(toggleId));
    expect(input.type).toBe('password');
  });
});

describe('SignupPage submission', () => {
  it('creates the identity account, then the user record, then welcomes and goes to /app after 2 s', async () => {
    let created: (value: { uid: string }) => void = () => undefined;
    vi.mocked(signUpWithEmail).mockReturnValue(new Promise((resolve) => (created = resolve)));
    vi.mocked(api.post).mockResolvedValue({ success: true });
    const { router } = renderSignup();
    await fillValid();
    fireEvent.click(submitButton());

    await waitFor(() => expect(signUpWithEmail).toHaveBeenCalled());
    expect(submitButton().textContent).toBe('Creating Account...');
    expect(submitButton().disabled).toBe(true);
    expect(signUpWithEmail).toHaveBeenCalledWith('ada@lovelace.dev', 'Analytic#1843');
    expect(api.post).not.toHaveBeenCalled();
    expect(sendVerificationEmail).not.toHaveBeenCalled();

    vi.useFakeTimers();
    await act(async () => created({ uid: 'firebase-uid-1' }));
    expect(api.post).toHaveBeenCalledWith('/users/signup', {
      fullName: 'Ada Lovelace',
      email: 'ada@lovelace.dev',
      password: 'Analytic#1843',
      firebase_uid: 'firebase-uid-1',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('ReelTalk');
    expect(screen.getByText('Your account has been created successfully. Redirecting you to the app...')).toBeTruthy();
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('signup-verification-note').textContent).toBe(
      'We sent a verification e-mail to ada@lovelace.dev.',
    );

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/app');
  });

  it('welcomes and goes to /app all the same when the verification e-mail cannot be sent, saying so softly', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ uid: 'firebase-uid-1' });
    vi.mocked(api.post).mockResolvedValue({ success: true });
    let refuse: (error: Error) => void = () => undefined;
    vi.mocked(sendVerificationEmail).mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const { router } = renderSignup();
    await fillValid();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByTestId('signup-success')).toBeTruthy();
    expect(screen.queryByTestId('signup-verification-note')).toBeNull();

    await act(async () => refuse(new Error('Firebase: Error (auth/too-many-requests).')));
    expect(screen.getByTestId('signup-verification-note').textContent).toBe(
      'We could not send the verification e-mail; you can send it again from your account page.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/app');
  });

  it('goes back to the page the sign-in was asked for, so an invitation link survives signing up', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ uid: 'firebase-uid-1' });
    vi.mocked(api.post).mockResolvedValue({ success: true });
    const from = { pathname: '/app/account', search: '', hash: '#invitations' };
    const { router } = renderRoutes([{ path: '/signup', element: <SignupPage /> }], { at: '/signup', state: { from } });
    await fillValid();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(submitButton()));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/app/account');
    expect(router.state.location.hash).toBe('#invitations');
  });

  it.each([
    [
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }),
      'An account with this email already exists. Please try logging in instead.',
    ],
    [
      Object.assign(new Error('Firebase: Error (auth/operation-not-allowed).'), { code: 'auth/operation-not-allowed' }),
      'Registration failed: Firebase: Error (auth/operation-not-allowed).',
    ],
  ])('reports identity-provider failures (%s)', async (error, text) => {
    vi.mocked(signUpWithEmail).mockRejectedValue(error);
    renderSignup();
    await fillValid();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('signup-error')).textContent).toBe(text);
    expect(api.post).not.toHaveBeenCalled();
    expect(submitButton().textContent).toBe('Create Account');
  });

  it.each([
    [
      'Network error. Please check your connection.',
      'Unable to connect to the server. Please check your internet connection and try again.',
    ],
    [
      'A user with this email already exists',
      'An account with this email already exists. Please try logging in instead.',
    ],
    ['Request validation failed: fullName', 'Request validation failed: fullName'],
    ['Internal server error', 'Server error. Please try again later or contact support if the problem persists.'],
    ['', 'Failed to create user account'],
    ['Signups are closed for today', 'Signups are closed for today'],
  ])('maps the server failure %j', async (message, text) => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ uid: 'firebase-uid-1' });
    vi.mocked(api.post).mockRejectedValue(new Error(message));
    renderSignup();
    await fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('signup-error').textContent).toBe(text));
  });

  it("links to /login with 'Log in.'", async () => {
    const { router } = renderSignup();
    await userEvent.click(screen.getByRole('link', { name: 'Log in.' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
