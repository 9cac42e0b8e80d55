import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, updateAccount, type TestUser } from '../../testing/harness.ts';

const unauthorized = { error: 'unauthorized', message: 'Authentication required. Please log in again.' };
const someId = '00000000-0000-4000-8000-000000000000';

/** Every route behind authentication, each with a body it would otherwise accept. */
const protectedRoutes: Array<[method: string, path: string, json?: unknown]> = [
  ['GET', '/api/users/profile'],
  [
    'POST',
    '/api/users/signup',
    { fullName: 'Ada Lovelace', email: 'ada@reeltalk.dev', password: 'Secret#123', firebase_uid: 'x' },
  ],
  ['GET', '/api/projects'],
  ['POST', '/api/projects', { name: 'A project' }],
  ['GET', `/api/projects/${someId}`],
  ['PATCH', `/api/projects/${someId}`, { name: 'Renamed' }],
  ['DELETE', `/api/projects/${someId}`],
  ['GET', '/api/no-such-route'],
];

/** An emulator token re-signed the emulator's way (alg none) with its expiry in the past. */
function expired(idToken: string): string {
  const [header, payload] = idToken.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number; exp: number };
  const past = { ...claims, iat: claims.iat - 7200, exp: claims.iat - 3600 };
  return `${header}.${Buffer.from(JSON.stringify(past)).toString('base64url')}.`;
}

describe('authentication', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let user: TestUser;
  beforeAll(async () => {
    bff = await startTestApp();
    user = await signUpUser();
  });
  afterAll(() => bff.stop());

  it.each(protectedRoutes)('%s %s answers 401 without a token', async (method, path, json) => {
    const answer = await call(bff.url, method, path, { json });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
  });

  it.each(protectedRoutes)(
    '%s %s answers 401 with a token that is not a Firebase ID token',
    async (method, path, json) => {
      const answer = await call(bff.url, method, path, { json, token: 'not-a-real-token' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    },
  );

  it('refuses a token that is not a bearer token', async () => {
    const answer = await call(bff.url, 'GET', '/api/projects', { headers: { Authorization: `Basic ${user.idToken}` } });
    expect(answer.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const answer = await call(bff.url, 'GET', '/api/projects', { token: expired(user.idToken) });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
  });

  it('accepts a valid token, and refuses it once the account is disabled', async () => {
    const account = await signUpUser();
    expect((await call(bff.url, 'GET', '/api/projects', { token: account.idToken })).status).toBe(200);
    await updateAccount(account.uid, { disableUser: true });
    const answer = await call(bff.url, 'GET', '/api/projects', { token: account.idToken });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
  });

  it('refuses a token issued before its tokens were revoked', async () => {
    const account = await signUpUser();
    expect((await call(bff.url, 'GET', '/api/projects', { token: account.idToken })).status).toBe(200);
    await updateAccount(account.uid, { validSince: String(Math.floor(Date.now() / 1000) + 60) });
    const answer = await call(bff.url, 'GET', '/api/projects', { token: account.idToken });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
  });

  it('answers an unknown API route with 404 once signed in', async () => {
    const answer = await call(bff.url, 'GET', '/api/no-such-route', { token: user.idToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found' });
  });
});
