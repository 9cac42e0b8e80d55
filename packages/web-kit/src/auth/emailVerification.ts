import { setAuthUser } from './authState.ts';
import { toAuthUser } from './authUser.ts';
import { signedInAccount } from './firebaseAuth.ts';

/** Asks the identity provider to e-mail the signed-in user a link that proves they read mail at their address. */
export async function sendVerificationEmail(): Promise<void> {
  const { user, sdk } = await signedInAccount();
  await sdk.sendEmailVerification(user);
}

/**
 * Reads the account anew (has the link been opened?). Once it is verified, a new ID token is fetched at once: the old
 * one still says email_verified false, and the server believes only the token. The auth state then says verified.
 */
export async function refreshEmailVerification(): Promise<boolean> {
  const { user } = await signedInAccount();
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  setAuthUser(toAuthUser(user));
  return user.emailVerified;
}
