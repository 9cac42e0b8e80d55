import { randomUUID } from 'node:crypto';
import { stack } from './stack.ts';

/** A ReelTalk account: the identity-provider account plus the user record the sign-up page would create. */
export interface TestUser {
  uid: string;
  fullName: string;
  email: string;
  password: string;
  idToken: string;
}

/** A password the sign-up form accepts (8+ characters, lower, upper, number, special). */
export const TEST_PASSWORD = 'Narrate#2024';

/** A fresh address on a domain the sign-up form accepts (example.com and test.com are refused as not real). */
export const uniqueEmail = (name = 'user'): string => `${name}-${randomUUID().slice(0, 8)}@reeltalk.dev`;

const { firebaseProjectId, firebaseApiKey } = stack.config;

/** The emulator's Identity Toolkit REST API, as the browser SDK calls it, or as an admin ('Bearer owner'). */
async function identityToolkit<T>(path: string, body: unknown, asAdmin = false): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (asAdmin) headers.Authorization = 'Bearer owner';
  const response = await fetch(`${stack.emulatorUrl}/identitytoolkit.googleapis.com/v1/${path}?key=${firebaseApiKey}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`auth emulator ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The shell's /api (proxied to the bff), with the user's ID token. */
export async function callApi<T>(idToken: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.shellUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${idToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Creates an e-mail/password account through the emulator's REST API, its address verified (as if its owner opened the
 * verification link: accepting an invitation needs it), then the ReelTalk user record through POST /api/users/signup,
 * as the sign-up page does after the identity provider has created the account.
 */
export async function createUser(
  options: { fullName?: string; email?: string; password?: string; photoUrl?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const fullName = options.fullName ?? 'Ada Lovelace';
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const created = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    displayName: fullName,
    returnSecureToken: true,
  });
  await identityToolkit(
    `projects/${firebaseProjectId}/accounts:update`,
    { localId: created.localId, emailVerified: true },
    true,
  );
  if (options.photoUrl) {
    // The bff copies the picture from the ID token, so the token must carry it before the user record is made.
    await identityToolkit('accounts:update', { idToken: created.idToken, photoUrl: options.photoUrl });
  }
  // A token issued after the changes, so it says the address is verified (and carries the picture).
  const { idToken } = await signInWithPassword(email, password);
  await callApi(idToken, 'POST', '/users/signup', { fullName, email, password, firebase_uid: created.localId });
  return { uid: created.localId, fullName, email, password, idToken };
}

/** A fresh ID token for an existing e-mail/password account (e.g. one made through the sign-up page). */
export async function signInWithPassword(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const answer = await identityToolkit<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: answer.localId, idToken: answer.idToken };
}

/** Disables an account as an administrator would: its tokens stop being accepted and cannot be refreshed. */
export async function disableAccount(uid: string): Promise<void> {
  await identityToolkit(`projects/${firebaseProjectId}/accounts:update`, { localId: uid, disableUser: true }, true);
}
