import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deletedAccount } from '@reeltalk/web-kit';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAccount, testProfile } from '../../testing/account.tsx';
import { YourDataSection } from './YourDataSection.tsx';

const identity = vi.hoisted(() => ({
  reauthenticateWithPassword: vi.fn(async (_password: string) => {}),
  reauthenticateWithProvider: vi.fn(async () => {}),
  secondsSinceSignIn: vi.fn(async () => 30),
  signOut: vi.fn(async () => {}),
}));
vi.mock('@reeltalk/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@reeltalk/web-kit')>()),
  ...identity,
}));

const EXPORT_ID = 'export-1';
const ZIP_URL = 'http://127.0.0.1:4569/reeltalk/exports/ada.zip?X-Amz-Signature=1';

describe('Download my data', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows the export job and downloads the ZIP from its address when done', async () => {
    const states = [
      { status: 'running', percent: 40, stage: 'Adding audio', url: null, error: null },
      { status: 'done', percent: 100, stage: 'Done', url: ZIP_URL, error: null },
    ];
    renderAccount(<YourDataSection profile={testProfile()} />, {
      'POST /api/users/me/export': () => jsonResponse(202, { success: true, data: { exportId: EXPORT_ID } }),
      [`GET /api/users/me/export/${EXPORT_ID}`]: () =>
        jsonResponse(200, { success: true, data: states.length > 1 ? states.shift() : states[0] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(screen.getByTestId('export-stage').textContent).toBe('Adding audio 40%'));
    expect(
      await screen.findByText('Your data is ready; the download has started.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(clicked).toEqual([ZIP_URL]);
  });

  it('says why an export failed and downloads nothing', async () => {
    renderAccount(<YourDataSection profile={testProfile()} />, {
      'POST /api/users/me/export': () => jsonResponse(202, { success: true, data: { exportId: EXPORT_ID } }),
      [`GET /api/users/me/export/${EXPORT_ID}`]: answer({
        status: 'failed',
        percent: 20,
        stage: 'Adding audio',
        url: null,
        error: 'Storage unavailable',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Storage unavailable')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});

describe('Delete account', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('re-enters the password of an e-mail user, deletes, signs out and lands on /login, which is told of the deletion', async () => {
    const { fetch, router } = renderAccount(<YourDataSection profile={testProfile()} />, {
      'DELETE /api/users/me': answer({ deleted: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'Narrate#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deletedAccount()).toBe(testProfile().email?.toLowerCase());
    expect(identity.reauthenticateWithPassword).toHaveBeenCalledWith('Narrate#2024');
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'DELETE http://api.test/api/users/me',
    ]);
    expect(identity.signOut).toHaveBeenCalled();
  });

  it('deletes nothing when the password is wrong', async () => {
    identity.reauthenticateWithPassword.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/wrong-password' }),
    );
    const { fetch } = renderAccount(<YourDataSection profile={testProfile()} />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'Wrong#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it('asks a single-sign-on user for their e-mail, and signs them in again when their sign-in is old', async () => {
    identity.secondsSinceSignIn.mockResolvedValueOnce(60 * 60);
    const profile = testProfile({ auth_type: 'sso', email: 'grace@reeltalk.dev' });
    const { fetch, router } = renderAccount(<YourDataSection profile={profile} />, {
      'DELETE /api/users/me': answer({ deleted: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirmation = screen.getByLabelText('Type your e-mail address to confirm');
    await userEvent.type(confirmation, 'ada@reeltalk.dev');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The e-mail address does not match your account.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Grace@ReelTalk.dev');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deletedAccount()).toBe('grace@reeltalk.dev');
    expect(identity.reauthenticateWithProvider).toHaveBeenCalledTimes(1);
    expect(identity.reauthenticateWithPassword).not.toHaveBeenCalled();
  });
});
