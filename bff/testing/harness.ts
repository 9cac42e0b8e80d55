import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { TEST_SERVICE_TOKEN } from './media-service.ts';

/**
 * The real bff on a free loopback port, against the test stack's Postgres, auth emulator and media-service; its log
 * goes to `logger` when given, otherwise only its errors are printed, so that a test failing on a 500 shows the cause.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<{ url: string; app: App['app']; stop: () => Promise<void> }> {
  const stack = inject('bffTest');
  const app = createApp(
    readConfig({
      HOST: '127.0.0.1',
      BFF_PORT: '0',
      DATABASE_URL: stack.databaseUrl,
      MEDIA_SERVICE_URL: stack.mediaServiceUrl,
      SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      FIREBASE_PROJECT_ID: stack.firebaseProjectId,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      SMTP_URL: stack.smtpUrl,
      APP_URL: 'http://127.0.0.1:3000',
      LOG_LEVEL: 'error',
      // Tests revoke and disable accounts and expect the very next call refused; the cache has its own unit test.
      AUTH_TOKEN_CACHE_SECONDS: '0',
      ...env,
    }),
    logger,
  );
  const url = await app.start();
  return { url, app: app.app, stop: () => app.stop() };
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Calls the emulator's Identity Toolkit REST API, as the browser SDK does, or as an admin when `asAdmin`. */
async function emulatorCall<T>(path: string, body: unknown, asAdmin = false): Promise<T> {
  const { authEmulatorHost, firebaseApiKey } = inject('bffTest');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // 'owner' is the emulator's admin credential; with it, accounts:signUp would create an account but no session.
  if (asAdmin) headers.Authorization = 'Bearer owner';
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/${path}?key=${firebaseApiKey}`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`emulator ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

/**
 * A fresh e-mail/password account; each test makes its own so files can run side by side. Its address is verified
 * (as if its owner opened the verification link) and its token says so, unless `verified` is false; `displayName` is
 * what the sign-up call to Firebase sets (its tokens carry it as `name`).
 */
export async function signUpUser({
  verified = true,
  displayName,
}: { verified?: boolean; displayName?: string } = {}): Promise<TestUser> {
  const email = `user-${randomUUID()}@reeltalk.dev`;
  const password = 'Secret#123';
  const answer = await emulatorCall<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  if (!verified) return { uid: answer.localId, email, idToken: answer.idToken };
  const { firebaseProjectId } = inject('bffTest');
  await emulatorCall(
    `projects/${firebaseProjectId}/accounts:update`,
    { localId: answer.localId, emailVerified: true },
    true,
  );
  const signedIn = await emulatorCall<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: answer.localId, email, idToken: signedIn.idToken };
}

/** A fresh Google account, signed in the way the emulator accepts an unsigned Google credential. */
export async function signInWithGoogle(name: string): Promise<TestUser> {
  const email = `sso-${randomUUID()}@reeltalk.dev`;
  const credential = JSON.stringify({ sub: randomUUID(), email, email_verified: true, name });
  const answer = await emulatorCall<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(credential)}&providerId=google.com`,
    requestUri: 'http://127.0.0.1',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: answer.localId, email, idToken: answer.idToken };
}

/** Changes an account the way an admin would: disable it, or revoke every token issued before `validSince`. */
export async function updateAccount(
  uid: string,
  change: { disableUser?: boolean; validSince?: string },
): Promise<void> {
  const { firebaseProjectId } = inject('bffTest');
  await emulatorCall(`projects/${firebaseProjectId}/accounts:update`, { localId: uid, ...change }, true);
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A request to the bff as the browser makes it: JSON bodies, optional bearer token. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}
