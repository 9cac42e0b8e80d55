export type { AuthUser } from './authUser.ts';
export { useAuth, getAuthState } from './authState.ts';
export {
  initAuth,
  startAuth,
  signInWithEmail,
  signUpWithEmail,
  signInWithGoogle,
  signInWithApple,
  signOut,
  getIdToken,
} from './firebaseAuth.ts';
export {
  changePassword,
  reauthenticateWithPassword,
  reauthenticateWithProvider,
  secondsSinceSignIn,
} from './accountAuth.ts';
export { refreshEmailVerification, sendVerificationEmail } from './emailVerification.ts';
export { deletedAccount, forgetDeletedAccount, rememberDeletedAccount } from './deletedAccount.ts';
