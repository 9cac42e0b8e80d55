import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_REFRESH_AHEAD_MS } from '@reeltalk/contracts';
import type { User } from 'firebase/auth';

/** The part of Firebase's User that token timing needs. */
type TokenHolder = Pick<User, 'getIdToken' | 'getIdTokenResult'>;

/** A token counts as expired 30 s before its expiry (`expirationTime` is Firebase's UTC date string). */
function isTokenExpired(expirationTime: string, now: number): boolean {
  return now >= Date.parse(expirationTime) - TOKEN_EXPIRY_MARGIN_MS;
}

/** How long until the token is refreshed, 5 minutes before its expiry (0 when that time has passed). */
export function proactiveRefreshDelay(expirationTime: string, now: number): number {
  return Math.max(0, Date.parse(expirationTime) - TOKEN_REFRESH_AHEAD_MS - now);
}

/** The user's ID token, fetched anew when asked to or when the cached one counts as expired. */
export async function currentIdToken(user: TokenHolder, forceRefresh: boolean): Promise<string> {
  const result = await user.getIdTokenResult(forceRefresh);
  if (!forceRefresh && isTokenExpired(result.expirationTime, Date.now())) return user.getIdToken(true);
  return result.token;
}
