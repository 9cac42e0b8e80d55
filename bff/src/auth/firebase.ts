import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { Unauthorized } from '@reeltalk/server-kit';
import type { TokenIdentity } from '../state.ts';

export interface TokenVerifier {
  /** Resolves the token's identity, or throws Unauthorized when it is malformed, expired, revoked or disabled. */
  verify(idToken: string): Promise<TokenIdentity>;
}

/** Codes of a token the caller must replace by signing in again; anything else (network, quota) is our fault. */
const isRejectedToken = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
};

interface FirebaseSettings {
  projectId: string;
  emulatorHost: string | undefined;
}

/** firebase-admin's Auth of the project, made once per project and shared by whoever needs it. */
export function firebaseAuth(options: FirebaseSettings): Auth {
  // firebase-admin reads the emulator address only from the environment.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const appName = `bff:${options.projectId}`;
  const app =
    getApps().find((existing) => existing.name === appName) ?? initializeApp({ projectId: options.projectId }, appName);
  return getAuth(app);
}

export function createFirebaseVerifier(options: FirebaseSettings): TokenVerifier {
  const auth = firebaseAuth(options);
  return {
    async verify(idToken) {
      try {
        // checkRevoked: signing out everywhere, a disabled or a deleted account must end access at once, not when
        // the hour-long token expires. It costs one lookup per request; with the emulator firebase-admin does it anyway.
        const decoded = await auth.verifyIdToken(idToken, true);
        return {
          uid: decoded.uid,
          email: decoded.email,
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          picture: decoded.picture,
          signInProvider: decoded.firebase.sign_in_provider,
          authTime: decoded.auth_time,
        };
      } catch (error) {
        if (isRejectedToken(error)) throw new Unauthorized();
        throw error;
      }
    },
  };
}
