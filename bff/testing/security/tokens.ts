import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { updateAccount, type TestUser } from '../harness.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a Firebase ID token for `uid` of `projectId`, issued now (or `issuedSecondsAgo` ago). */
function idTokenClaims(uid: string, email: string, projectId: string, issuedSecondsAgo = 0) {
  const now = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
}

/**
 * An ID token anyone can write for a uid they know: the right claims, no signature (alg none). The Auth emulator
 * issues exactly such tokens, and firebase-admin pointed at an emulator accepts them.
 */
export function unsignedToken(uid: string, email: string, projectId: string, issuedSecondsAgo = 0): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(idTokenClaims(uid, email, projectId, issuedSecondsAgo))}.`;
}

/** The same claims under an RS256 header with a made-up key id and a signature of random bytes. */
export function forgedToken(uid: string, email: string, projectId: string): string {
  const header = base64url({ alg: 'RS256', kid: randomBytes(20).toString('hex'), typ: 'JWT' });
  return `${header}.${base64url(idTokenClaims(uid, email, projectId))}.${randomBytes(256).toString('base64url')}`;
}

/**
 * A token for `user` of a sign-in `secondsAgo` ago, which the emulator accepts: the account's tokens are declared
 * valid from before it (its earlier tokens stay valid too).
 */
export async function tokenSignedIn(user: TestUser, secondsAgo: number): Promise<string> {
  const { firebaseProjectId } = inject('bffTest');
  await updateAccount(user.uid, { validSince: String(Math.floor(Date.now() / 1000) - 2 * secondsAgo) });
  return unsignedToken(user.uid, user.email, firebaseProjectId, secondsAgo);
}
