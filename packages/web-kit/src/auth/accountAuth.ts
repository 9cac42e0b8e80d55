import { AUTH_MESSAGES } from '@reeltalk/contracts';
import { signedInAccount } from './firebaseAuth.ts';

/**
 * Proves the signed-in e-mail user still knows their password. Firebase then counts the sign-in as just made, so
 * the next ID token carries a fresh auth_time (what the server asks before deleting an account).
 */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const { user, sdk } = await signedInAccount();
  if (!user.email) throw new Error(AUTH_MESSAGES.noUser);
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
}

/** A new password for an e-mail user: only after the current one is proven, as Firebase requires a recent sign-in. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticateWithPassword(currentPassword);
  const { user, sdk } = await signedInAccount();
  await sdk.updatePassword(user, newPassword);
}

/** A single-sign-on user proves who they are again through their provider's popup (Google or Apple). */
export async function reauthenticateWithProvider(): Promise<void> {
  const { user, sdk } = await signedInAccount();
  const provider =
    user.providerData[0]?.providerId === 'apple.com'
      ? new sdk.OAuthProvider('apple.com')
      : new sdk.GoogleAuthProvider();
  await sdk.reauthenticateWithPopup(user, provider);
}

/** Seconds since the signed-in user last proved who they are (the ID token's auth_time). */
export async function secondsSinceSignIn(now = Date.now()): Promise<number> {
  const { user } = await signedInAccount();
  const { authTime } = await user.getIdTokenResult();
  return (now - Date.parse(authTime)) / 1000;
}
