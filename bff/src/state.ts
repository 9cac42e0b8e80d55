/** What a verified Firebase ID token says about its holder. */
export interface TokenIdentity {
  uid: string;
  email: string | undefined;
  /** Firebase's email_verified: the holder proved they read mail at `email` (SSO providers vouch for it). */
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  /** Firebase sign_in_provider: 'password', 'google.com', 'apple.com', … */
  signInProvider: string;
  /** When the holder last signed in (seconds since the epoch), not when the token was refreshed. */
  authTime?: number;
}

/** The signed-in caller: their token identity plus their users.id, the owner key of projects. */
export interface Caller extends TokenIdentity {
  userId: string;
}

/** ctx.state of every request; caller is set by the auth middleware on every non-public route. */
export interface AppState {
  requestId: string;
  caller?: Caller;
}
