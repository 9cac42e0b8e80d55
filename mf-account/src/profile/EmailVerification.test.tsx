import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@reeltalk/web-kit';
import { renderWithStore, setAuthUser, testNetwork } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../testing/account.tsx';
import { EmailVerification } from './EmailVerification.tsx';

const identity = vi.hoisted(() => ({
  sendVerificationEmail: vi.fn(async () => {}),
  refreshEmailVerification: vi.fn(async () => false),
}));
vi.mock('@reeltalk/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@reeltalk/web-kit')>()),
  ...identity,
}));

const ada = (emailVerified: boolean): AuthUser => ({
  uid: 'ada',
  email: 'ada@reeltalk.dev',
  displayName: 'Ada Lovelace',
  photoURL: null,
  emailVerified,
  providerId: 'password',
});

/** The identity provider, asked anew, says the link was opened: the auth state follows, as web-kit's does. */
const linkOpened = async () => {
  setAuthUser(ada(true));
  return true;
};

const state = () => screen.getByTestId('email-verification-state').textContent;
const outcome = () => screen.getByTestId('email-verification-outcome').textContent;

function renderUnverified() {
  act(() => setAuthUser(ada(false)));
  renderAccount(<EmailVerification />, {});
}

beforeEach(() => {
  identity.sendVerificationEmail.mockReset().mockResolvedValue(undefined);
  identity.refreshEmailVerification.mockReset().mockResolvedValue(false);
});
afterEach(() => act(() => setAuthUser(null)));

describe('EmailVerification', () => {
  it('says Verified for a verified address and offers nothing to do', () => {
    act(() => setAuthUser({ ...ada(true), providerId: 'google.com' }));
    renderAccount(<EmailVerification />, {});
    expect(state()).toBe('Verified');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the verification e-mail and says where it went', async () => {
    renderUnverified();
    expect(state()).toBe('Not verified');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(identity.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(outcome()).toBe('Verification e-mail sent to ada@reeltalk.dev. Open the link in it, then come back.');
  });

  it('shows Sending... while the e-mail goes out, with both buttons held', async () => {
    let sent: () => void = () => undefined;
    identity.sendVerificationEmail.mockReturnValue(new Promise<void>((resolve) => (sent = resolve)));
    renderUnverified();
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'I have verified it' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => sent());
    expect((screen.getByRole('button', { name: 'Send verification e-mail' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says plainly when the identity provider refuses to send another one now', async () => {
    identity.sendVerificationEmail.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }),
    );
    renderUnverified();
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(outcome()).toBe(
      'Several verification e-mails were sent just now. Please wait a few minutes before asking for another.',
    );
  });

  it('"I have verified it" reads the account anew and shows Verified once the link was opened', async () => {
    identity.refreshEmailVerification.mockImplementation(linkOpened);
    renderUnverified();
    await userEvent.click(screen.getByRole('button', { name: 'I have verified it' }));
    expect(identity.refreshEmailVerification).toHaveBeenCalledTimes(1);
    expect(state()).toBe('Verified');
    expect(outcome()).toBe('Your e-mail address is verified.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('"I have verified it" before the link was opened says so and keeps the buttons', async () => {
    renderUnverified();
    await userEvent.click(screen.getByRole('button', { name: 'I have verified it' }));
    expect(state()).toBe('Not verified');
    expect(outcome()).toBe(
      'Your address is not verified yet. Open the link in the verification e-mail, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Send verification e-mail' })).toBeTruthy();
  });

  it('looks again when the window gets the focus back (from the mail), and only while unverified', async () => {
    identity.refreshEmailVerification.mockImplementation(linkOpened);
    renderUnverified();
    await act(async () => fireEvent.focus(window));
    expect(identity.refreshEmailVerification).toHaveBeenCalledTimes(1);
    expect(state()).toBe('Verified');
    await act(async () => fireEvent.focus(window));
    expect(identity.refreshEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('comes into view when a link sends the user to it', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    act(() => setAuthUser(ada(false)));
    renderWithStore(
      [{ path: '/app/account', element: <EmailVerification /> }],
      '/app/account#email-verification',
      testNetwork({}),
    );
    expect(scrolled.mock.contexts).toEqual([screen.getByTestId('email-verification')]);
  });
});
