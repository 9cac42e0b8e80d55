import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  OAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { AUTH_MESSAGES } from '@reeltalk/contracts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import { toAuthUser, type AuthUser } from './authUser.ts';
import { setAuthUser } from './authState.ts';
import { followTokenSession } from './tokenSession.ts';
import { currentIdToken } from './tokenTiming.ts';

let auth: Auth | undefined;

/** Starts Firebase Auth from the runtime config; later calls are ignored (the first config wins). */
export function initAuth(config: Pick<RuntimeConfig, 'firebase' | 'authEmulatorUrl'>): void {
  if (auth) return;
  const app = initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  // Token changes include sign-in and sign-out, so the state and the token's refresh follow every change reported.
  onIdTokenChanged(auth, (user) => {
    setAuthUser(user ? toAuthUser(user) : null);
    followTokenSession(user);
  });
}

function requireAuth(): Auth {
  if (!auth) throw new Error('Authentication is not initialised: call initAuth(config) first');
  return auth;
}

/** The signed-in Firebase user, for operations on the account itself (reauthentication, a new password). */
export function requireSignedInUser(): User {
  const user = requireAuth().currentUser;
  if (!user) throw new Error(AUTH_MESSAGES.noUser);
  return user;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(requireAuth(), email, password);
  return toAuthUser(credential.user);
}

export async function signUpWithEmail(email: string, password: string): Promise<{ uid: string }> {
  const credential = await createUserWithEmailAndPassword(requireAuth(), email, password);
  return { uid: credential.user.uid };
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(requireAuth(), provider);
  return toAuthUser(credential.user);
}

export async function signInWithApple(): Promise<AuthUser> {
  const provider = new OAuthProvider('apple.com');
  provider.addScope('email');
  provider.addScope('name');
  const credential = await signInWithPopup(requireAuth(), provider);
  return toAuthUser(credential.user);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(requireAuth());
}

/**
 * The signed-in user's ID token, fetched anew when it counts as expired; forceRefresh fetches a new one anyway (used
 * when the server refused the old one).
 */
export async function getIdToken(forceRefresh = false): Promise<string> {
  // Before the first auth state arrives currentUser is null even for a signed-in user.
  await auth?.authStateReady();
  const user = auth?.currentUser;
  if (!user) throw new Error(AUTH_MESSAGES.noUser);
  return currentIdToken(user, forceRefresh);
}
