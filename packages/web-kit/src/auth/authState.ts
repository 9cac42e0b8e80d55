import { useSyncExternalStore } from 'react';
import type { AuthUser } from './authUser.ts';

interface AuthState {
  /** The identity provider has reported the first auth state. */
  initialized: boolean;
  user: AuthUser | null;
  /** A user exists: only then can a token be fetched. */
  ready: boolean;
}

let state: AuthState = { initialized: false, user: null, ready: false };
const listeners = new Set<() => void>();

export function setAuthUser(user: AuthUser | null): void {
  state = { initialized: true, user, ready: user !== null };
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current auth state; re-renders on every change the identity provider reports. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}
