export { getSignInProvider, type AuthUser, type SignInProvider } from './authUser.ts';
export { useAuth, getAuthState, type AuthState } from './authState.ts';
export {
  initAuth,
  signInWithEmail,
  signUpWithEmail,
  signInWithGoogle,
  signInWithApple,
  signOut,
  getIdToken,
} from './firebaseAuth.ts';
