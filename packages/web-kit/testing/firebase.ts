/**
 * For unit tests only ('@reeltalk/web-kit/testing/firebase'): a stand-in for the identity provider's module that
 * hands out `firebase.auth` and reports users to our listener through `firebase.report`. A test installs it with
 * `vi.mock('firebase/auth', () => import('@reeltalk/web-kit/testing/firebase'))`; it imports nothing, so the mock
 * can load it before anything else.
 */
export const firebase = {
  auth: { currentUser: null as unknown, authStateReady: async () => {} },
  report: (_user: unknown) => {},
};

export const getAuth = () => firebase.auth;
export const connectAuthEmulator = () => {};
export const onIdTokenChanged = (_auth: unknown, listener: (user: unknown) => void) => {
  firebase.report = listener;
};
export class GoogleAuthProvider {}
export class OAuthProvider {}
export const createUserWithEmailAndPassword = async () => ({});
export const signInWithEmailAndPassword = async () => ({});
export const signInWithPopup = async () => ({});
export const signOut = async () => {};
