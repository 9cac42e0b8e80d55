import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ loads: 0, standIn: undefined as unknown }));

vi.mock('firebase/auth', async () => {
  const standIn = await import('../../testing/firebase.ts');
  sdk.standIn = standIn.firebase;
  return {
    ...standIn,
    getAuth: () => {
      sdk.loads += 1;
      return standIn.getAuth();
    },
    signInWithEmailAndPassword: async () => ({ user: ada }),
  };
});

const ada = {
  uid: 'ada',
  email: 'ada@reeltalk.test',
  displayName: null,
  photoURL: null,
  providerId: 'firebase',
  providerData: [{ providerId: 'password' }],
  getIdToken: async () => 'token',
  getIdTokenResult: async () => ({ token: 'token', expirationTime: new Date(Date.now() + 3_600_000).toUTCString() }),
};
const config = {
  firebase: { apiKey: 'k', authDomain: 'reeltalk.test', projectId: 'demo-reeltalk' },
  authEmulatorUrl: null,
};

/** A fresh page: the auth module, its state and the SDK stand-in as a first load finds them. */
async function openPage() {
  vi.resetModules();
  sdk.loads = 0;
  const page = {
    ...(await import('./firebaseAuth.ts')),
    ...(await import('./authState.ts')),
    ...(await import('./sessionHint.ts')),
  };
  return { ...page, report: (user: typeof ada | null) => firebase().report(user) };
}

/** The SDK stand-in the mocked module hands out, once a page has loaded it. */
const firebase = () => sdk.standIn as { report: (user: unknown) => void };

beforeEach(() => localStorage.clear());
afterEach(() => {
  firebase()?.report(null);
  localStorage.clear();
});

describe('loading sign-in on first need', () => {
  it('a first visit is a visitor at once, without loading the SDK', async () => {
    const page = await openPage();
    page.initAuth(config);
    expect(page.getAuthState()).toEqual({ initialized: true, user: null, ready: false });
    await expect(page.getIdToken()).rejects.toThrow('User not authenticated');
    expect(sdk.loads).toBe(0);
  });

  it('signing in loads the SDK, and the next visit restores the session through it', async () => {
    const page = await openPage();
    page.initAuth(config);
    await page.signInWithEmail('ada@reeltalk.test', 'Secret-pass1');
    expect(sdk.loads).toBe(1);
    page.report(ada);
    expect(page.hasSignedInBefore()).toBe(true);

    const nextVisit = await openPage();
    nextVisit.initAuth(config);
    expect(nextVisit.getAuthState().initialized).toBe(false);
    await vi.waitFor(() => expect(sdk.loads).toBe(1));
    await nextVisit.startAuth();
    nextVisit.report(ada);
    expect(nextVisit.getAuthState()).toMatchObject({ initialized: true, ready: true, user: { uid: 'ada' } });
  });

  it('a session the SDK reports ended clears the hint, so the next visit loads nothing', async () => {
    const page = await openPage();
    page.rememberSignedIn(true);
    page.initAuth(config);
    await page.startAuth();
    page.report(null);
    expect(page.getAuthState()).toEqual({ initialized: true, user: null, ready: false });
    expect(page.hasSignedInBefore()).toBe(false);
  });

  it('loads the SDK once however many pages ask for it', async () => {
    const page = await openPage();
    page.initAuth(config);
    await Promise.all([page.startAuth(), page.startAuth(), page.signOut()]);
    expect(sdk.loads).toBe(1);
  });
});
