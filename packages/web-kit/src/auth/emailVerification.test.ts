import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ sendEmailVerification: vi.fn(async (_user: unknown) => {}) }));

vi.mock('firebase/auth', async () => ({ ...(await import('../../testing/firebase.ts')), ...sdk }));

const { firebase } = await import('../../testing/firebase.ts');
const { initAuth } = await import('./firebaseAuth.ts');
const { getAuthState } = await import('./authState.ts');
const { refreshEmailVerification, sendVerificationEmail } = await import('./emailVerification.ts');

initAuth({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorUrl: null });

/** A password user whose address the identity provider will report verified once `linkOpened` is true. */
function signedIn() {
  const account = { linkOpened: false };
  const user = {
    uid: 'ada',
    email: 'ada@reeltalk.dev',
    displayName: 'Ada Lovelace',
    photoURL: null,
    providerId: 'firebase',
    providerData: [{ providerId: 'password' }],
    emailVerified: false,
    reload: vi.fn(async () => {
      user.emailVerified = account.linkOpened;
    }),
    getIdToken: vi.fn(async (_forceRefresh?: boolean) => 'token'),
  };
  firebase.auth.currentUser = user;
  return { user, account };
}

describe('verifying the e-mail address of the signed-in user', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    firebase.auth.currentUser = null;
  });

  it('asks the identity provider to mail the signed-in user', async () => {
    const { user } = signedIn();
    await sendVerificationEmail();
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(user);
  });

  it('sends nothing when nobody is signed in', async () => {
    await expect(sendVerificationEmail()).rejects.toThrow('User not authenticated');
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('keeps the token while the link has not been opened', async () => {
    const { user } = signedIn();
    expect(await refreshEmailVerification()).toBe(false);
    expect(user.reload).toHaveBeenCalled();
    expect(user.getIdToken).not.toHaveBeenCalled();
    expect(getAuthState().user?.emailVerified).toBe(false);
  });

  it('once the link is opened, reads the account anew, then fetches a token that says so', async () => {
    const { user, account } = signedIn();
    account.linkOpened = true;
    expect(await refreshEmailVerification()).toBe(true);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(user.reload.mock.invocationCallOrder[0]).toBeLessThan(user.getIdToken.mock.invocationCallOrder[0] ?? 0);
    expect(getAuthState().user).toMatchObject({ uid: 'ada', emailVerified: true });
  });
});
