/** The signed-in user as the front ends see it (a plain object, safe to keep in React state). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The identity provider has seen its owner open a link mailed to `email` (single-sign-on providers vouch for it). */
  emailVerified: boolean;
  /** Provider of the first linked sign-in method: 'password', 'google.com', 'apple.com', … */
  providerId: string;
}

type SignInProvider = 'google' | 'apple' | 'password';

interface ProviderInfo {
  providerId: string;
}

/** Firebase's User (or anything shaped like it) reduced to an AuthUser. */
export function toAuthUser(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerId: string;
  providerData: readonly ProviderInfo[];
}): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
  };
}

/** How the user signed in, read from the first provider entry. */
export function getSignInProvider(user: AuthUser | { providerData: readonly ProviderInfo[] }): SignInProvider {
  const providerId = 'providerData' in user ? user.providerData[0]?.providerId : user.providerId;
  if (providerId === 'google.com') return 'google';
  if (providerId === 'apple.com') return 'apple';
  return 'password';
}
