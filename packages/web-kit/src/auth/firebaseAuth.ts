import type { Auth, User } from 'firebase/auth';
import type * as FirebaseAuthSdk from 'firebase/auth';
import { AUTH_MESSAGES } from '@reeltalk/contracts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import { toAuthUser, type AuthUser } from './authUser.ts';
import { setAuthUser } from './authState.ts';
import { hasSignedInBefore, rememberSignedIn } from './sessionHint.ts';
import { followTokenSession } from './tokenSession.ts';
import { currentIdToken } from './tokenTiming.ts';

type AuthConfig = Pick<RuntimeConfig, 'firebase' | 'authEmulatorUrl'>;

interface LoadedAuth {
  auth: Auth;
  sdk: typeof FirebaseAuthSdk;
}

let authConfig: AuthConfig | undefined;
/** The SDK is the heaviest part of a page: it is loaded on first need, once. */
let loading: Promise<LoadedAuth> | undefined;

async function loadAuth(config: AuthConfig): Promise<LoadedAuth> {
  // Named chunks, so what a page downloads says whether it loaded the SDK.
  const [{ initializeApp }, sdk] = await Promise.all([
    import(/* webpackChunkName: "firebase-app" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
  ]);
  const auth = sdk.getAuth(initializeApp(config.firebase));
  if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  // Token changes include sign-in and sign-out, so the state, the token's refresh and the hint follow every change.
  sdk.onIdTokenChanged(auth, (user) => {
    rememberSignedIn(user !== null);
    setAuthUser(user ? toAuthUser(user) : null);
    followTokenSession(user);
  });
  // Before the first auth state arrives currentUser is null even for a signed-in user.
  await auth.authStateReady();
  return { auth, sdk };
}

function loadedAuth(): Promise<LoadedAuth> {
  if (!authConfig) return Promise.reject(new Error('Authentication is not initialised: call initAuth(config) first'));
  loading ??= loadAuth(authConfig).catch((error: unknown) => {
    // A failed load (a network hiccup) may be tried again by the next caller.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads the identity provider's SDK (once) and resolves when it has reported the first auth state. */
export async function startAuth(): Promise<void> {
  await loadedAuth();
}

/**
 * Takes the runtime config; later calls are ignored (the first config wins). A browser that had a signed-in user
 * loads the SDK at once to restore the session; any other starts as a visitor's, without it, until a page signs in.
 */
export function initAuth(config: AuthConfig): void {
  if (authConfig) return;
  authConfig = config;
  if (!hasSignedInBefore()) {
    setAuthUser(null);
    return;
  }
  loadedAuth().catch((error: unknown) => {
    console.error('Could not load sign-in', error);
    setAuthUser(null);
  });
}

/** The signed-in Firebase user and the SDK, for operations on the account itself (reauthentication, a new password). */
export async function signedInAccount(): Promise<{ user: User; sdk: typeof FirebaseAuthSdk }> {
  const { auth, sdk } = await loadedAuth();
  if (!auth.currentUser) throw new Error(AUTH_MESSAGES.noUser);
  return { user: auth.currentUser, sdk };
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { auth, sdk } = await loadedAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return toAuthUser(credential.user);
}

export async function signUpWithEmail(email: string, password: string): Promise<{ uid: string }> {
  const { auth, sdk } = await loadedAuth();
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
  return { uid: credential.user.uid };
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const { auth, sdk } = await loadedAuth();
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await sdk.signInWithPopup(auth, provider);
  return toAuthUser(credential.user);
}

export async function signInWithApple(): Promise<AuthUser> {
  const { auth, sdk } = await loadedAuth();
  const provider = new sdk.OAuthProvider('apple.com');
  provider.addScope('email');
  provider.addScope('name');
  const credential = await sdk.signInWithPopup(auth, provider);
  return toAuthUser(credential.user);
}

export async function signOut(): Promise<void> {
  const { auth, sdk } = await loadedAuth();
  await sdk.signOut(auth);
}

/**
 * The signed-in user's ID token, fetched anew when it counts as expired; forceRefresh fetches a new one anyway (used
 * when the server refused the old one).
 */
export async function getIdToken(forceRefresh = false): Promise<string> {
  // A page that never loaded the SDK has nobody signed in; one still loading it waits for its first report.
  const user = (await loading)?.auth.currentUser;
  if (!user) throw new Error(AUTH_MESSAGES.noUser);
  return currentIdToken(user, forceRefresh);
}
