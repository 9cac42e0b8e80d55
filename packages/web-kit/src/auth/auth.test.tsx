import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthUser, useAuth } from './authState.ts';
import { getSignInProvider, toAuthUser, type AuthUser } from './authUser.ts';
import { getIdToken } from './firebaseAuth.ts';

const firebaseUser = (providers: string[]) => ({
  uid: 'u1',
  email: 'ada@reeltalk.test',
  displayName: 'Ada Lovelace',
  photoURL: null,
  emailVerified: true,
  providerId: 'firebase',
  providerData: providers.map((providerId) => ({ providerId })),
});

describe('toAuthUser and getSignInProvider', () => {
  it('keeps the fields the front ends use and the first provider', () => {
    expect(toAuthUser(firebaseUser(['google.com', 'password']))).toEqual({
      uid: 'u1',
      email: 'ada@reeltalk.test',
      displayName: 'Ada Lovelace',
      photoURL: null,
      emailVerified: true,
      providerId: 'google.com',
    });
  });

  it.each([
    [['google.com'], 'google'],
    [['apple.com', 'google.com'], 'apple'],
    [['password', 'google.com'], 'password'],
    [[], 'password'],
  ])('providers %j sign in with %s', (providers, expected) => {
    expect(getSignInProvider(firebaseUser(providers))).toBe(expected);
    expect(getSignInProvider(toAuthUser(firebaseUser(providers)))).toBe(expected);
  });
});

describe('useAuth', () => {
  const ada: AuthUser = toAuthUser(firebaseUser(['password']));

  it('starts uninitialised, then follows each reported user', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current).toEqual({ initialized: false, user: null, ready: false });
    act(() => setAuthUser(ada));
    expect(result.current).toEqual({ initialized: true, user: ada, ready: true });
    act(() => setAuthUser(null));
    expect(result.current).toEqual({ initialized: true, user: null, ready: false });
  });
});

describe('getIdToken', () => {
  it('refuses when nobody is signed in', async () => {
    await expect(getIdToken()).rejects.toThrow('User not authenticated');
  });
});
