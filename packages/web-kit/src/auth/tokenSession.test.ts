import type { User } from 'firebase/auth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebase } from '../../testing/firebase.ts';
import { getIdToken, initAuth, startAuth } from './firebaseAuth.ts';

// Only the identity provider's module is replaced: it hands us the auth object and reports users to our listener.
vi.mock('firebase/auth', () => import('../../testing/firebase.ts'));

const MINUTE = 60_000;

/**
 * A Firebase user whose tokens last `lifetimeMs` from when they are issued; forced refreshes issue the next one
 * ('token-2', 'token-3', …) with a full hour of life.
 */
function fakeUser(uid: string, lifetimeMs = 60 * MINUTE) {
  let number = 1;
  let expiresAt = Date.now() + lifetimeMs;
  const renew = () => {
    number += 1;
    expiresAt = Date.now() + 60 * MINUTE;
  };
  const user = {
    uid,
    email: `${uid}@reeltalk.test`,
    displayName: uid,
    photoURL: null,
    providerId: 'firebase',
    providerData: [{ providerId: 'password' }],
    getIdToken: vi.fn(async (forceRefresh?: boolean) => {
      if (forceRefresh) renew();
      return `token-${number}`;
    }),
    getIdTokenResult: vi.fn(async (forceRefresh?: boolean) => {
      if (forceRefresh) renew();
      return { token: `token-${number}`, expirationTime: new Date(expiresAt).toUTCString() };
    }),
  };
  return user;
}

type FakeUser = ReturnType<typeof fakeUser>;

const forcedRefreshes = (user: FakeUser) => user.getIdToken.mock.calls.filter(([force]) => force === true).length;

/** Lets the session's token reads (promises) settle, then moves the clock on. */
async function after(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

const signIn = async (user: FakeUser | null) => {
  firebase.report(user as unknown as User | null);
  await after(0);
};

beforeAll(async () => {
  initAuth({
    firebase: { apiKey: 'k', authDomain: 'reeltalk.test', projectId: 'demo-reeltalk' },
    authEmulatorUrl: null,
  });
  await startAuth();
});

beforeEach(() => {
  vi.useFakeTimers();
  // Whole seconds: Firebase's expirationTime has no milliseconds.
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});

afterEach(async () => {
  await signIn(null);
  firebase.auth.currentUser = null;
  vi.useRealTimers();
});

describe('proactive refresh', () => {
  it('refreshes 5 minutes before the token expires, then plans from the new token', async () => {
    const user = fakeUser('ada', 20 * MINUTE);
    await signIn(user);
    // Activity every 10 minutes keeps the inactivity refresh out of the way.
    const keepActive = setInterval(() => window.dispatchEvent(new Event('keydown')), 10 * MINUTE);
    await after(15 * MINUTE - 1000);
    expect(forcedRefreshes(user)).toBe(0);
    await after(1000);
    expect(forcedRefreshes(user)).toBe(1);
    // The new token lives an hour from 09:15, so the next refresh is at 10:10.
    await after(55 * MINUTE - 1000);
    expect(forcedRefreshes(user)).toBe(1);
    await after(1000);
    expect(forcedRefreshes(user)).toBe(2);
    clearInterval(keepActive);
  });

  it('refreshes at once a token that is already within 5 minutes of expiry', async () => {
    const user = fakeUser('ada', 3 * MINUTE);
    await signIn(user);
    expect(forcedRefreshes(user)).toBe(1);
  });
});

describe('inactivity refresh', () => {
  it('refreshes after 25 minutes without activity, and again after 25 more', async () => {
    const user = fakeUser('ada');
    await signIn(user);
    await after(25 * MINUTE - 1000);
    expect(forcedRefreshes(user)).toBe(0);
    await after(1000);
    expect(forcedRefreshes(user)).toBe(1);
    await after(25 * MINUTE);
    expect(forcedRefreshes(user)).toBe(2);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel'])('restarts the 25 minutes on %s', async (type) => {
    const user = fakeUser('ada');
    await signIn(user);
    await after(20 * MINUTE);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await after(25 * MINUTE - 1000);
    expect(forcedRefreshes(user)).toBe(0);
    await after(1000);
    expect(forcedRefreshes(user)).toBe(1);
  });

  it('is throttled: activity right after activity does not restart the timer', async () => {
    const user = fakeUser('ada');
    await signIn(user);
    await after(20 * MINUTE);
    window.dispatchEvent(new Event('pointermove'));
    await after(1000);
    window.dispatchEvent(new Event('pointermove'));
    // 25 minutes after the first move, not the second.
    await after(25 * MINUTE - 1000);
    expect(forcedRefreshes(user)).toBe(1);
  });
});

describe('lifecycle', () => {
  it('starts once per signed-in user: a later token report does not restart the inactivity timer', async () => {
    const user = fakeUser('ada');
    await signIn(user);
    await after(10 * MINUTE);
    await signIn(user);
    await signIn(user);
    await after(15 * MINUTE);
    expect(forcedRefreshes(user)).toBe(1);
  });

  it('stops on sign-out: no timers, no refreshes, activity ignored', async () => {
    const user = fakeUser('ada');
    await signIn(user);
    expect(vi.getTimerCount()).toBe(2);
    await signIn(null);
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    await after(3 * 60 * MINUTE);
    expect(forcedRefreshes(user)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the previous user's timers when another user signs in", async () => {
    const ada = fakeUser('ada');
    const grace = fakeUser('grace');
    await signIn(ada);
    await signIn(grace);
    await after(25 * MINUTE);
    expect([forcedRefreshes(ada), forcedRefreshes(grace)]).toEqual([0, 1]);
  });

  it('keeps going after a failed refresh without retrying in a loop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = fakeUser('ada', 3 * MINUTE);
    user.getIdToken.mockRejectedValue(new Error('auth/network-request-failed'));
    await signIn(user);
    await after(MINUTE);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await after(25 * MINUTE);
    expect(user.getIdToken).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('getIdToken', () => {
  it('uses the cached token while more than 30 s of it remain', async () => {
    const user = fakeUser('ada', 31_000);
    firebase.auth.currentUser = user;
    await expect(getIdToken()).resolves.toBe('token-1');
    expect(forcedRefreshes(user)).toBe(0);
  });

  it('treats a token as expired 30 s before its expiry and fetches a new one', async () => {
    const user = fakeUser('ada', 30_000);
    firebase.auth.currentUser = user;
    await expect(getIdToken()).resolves.toBe('token-2');
    expect(forcedRefreshes(user)).toBe(1);
  });

  it('fetches a new token when forced', async () => {
    const user = fakeUser('ada');
    firebase.auth.currentUser = user;
    await expect(getIdToken(true)).resolves.toBe('token-2');
  });
});
