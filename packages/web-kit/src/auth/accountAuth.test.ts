import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  reauthenticateWithCredential: vi.fn(async () => ({})),
  reauthenticateWithPopup: vi.fn(async () => ({})),
  updatePassword: vi.fn(async () => {}),
}));

vi.mock('firebase/auth', async () => {
  const standIn = await import('../../testing/firebase.ts');
  return {
    ...standIn,
    ...sdk,
    EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
    GoogleAuthProvider: class {
      providerId = 'google.com';
    },
    OAuthProvider: class {
      constructor(readonly providerId: string) {}
    },
  };
});

const { firebase } = await import('../../testing/firebase.ts');
const { initAuth } = await import('./firebaseAuth.ts');
const { changePassword, reauthenticateWithPassword, reauthenticateWithProvider, secondsSinceSignIn } =
  await import('./accountAuth.ts');

initAuth({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorUrl: null });

const signedIn = (providerId: string) => {
  const user = {
    email: 'ada@reeltalk.dev',
    providerData: [{ providerId }],
    getIdTokenResult: async () => ({ authTime: '2026-11-23T15:00:00.000Z' }),
  };
  firebase.auth.currentUser = user;
  return user;
};

describe('account operations on the signed-in Firebase user', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    firebase.auth.currentUser = null;
  });

  it('proves the current password before setting the new one', async () => {
    const user = signedIn('password');
    await changePassword('Old-pass1', 'New-pass2');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(user, {
      email: 'ada@reeltalk.dev',
      password: 'Old-pass1',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(user, 'New-pass2');
  });

  it('leaves the password alone when the current one is wrong', async () => {
    signedIn('password');
    sdk.reauthenticateWithCredential.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/wrong-password' }),
    );
    await expect(changePassword('Wrong-pass1', 'New-pass2')).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('refuses when nobody is signed in', async () => {
    await expect(reauthenticateWithPassword('Old-pass1')).rejects.toThrow('User not authenticated');
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it.each([
    ['google.com', 'google.com'],
    ['apple.com', 'apple.com'],
  ])('a %s user proves who they are through that provider', async (signedInWith, asked) => {
    const user = signedIn(signedInWith);
    await reauthenticateWithProvider();
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledWith(user, expect.objectContaining({ providerId: asked }));
  });

  it('counts the seconds since the sign-in from the token', async () => {
    signedIn('password');
    expect(await secondsSinceSignIn(Date.parse('2026-11-23T15:04:30.000Z'))).toBe(270);
  });
});
