import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { apiRoutes, fillPath, TOKEN_FREE_ROUTES, type ApiRoute } from '../../testing/security/api-routes.ts';
import { send } from '../../testing/security/requests.ts';
import { forgedToken, unsignedToken } from '../../testing/security/tokens.ts';
import { userStateReader } from '../../testing/security/user-state.ts';

/**
 * A bff that verifies ID tokens as production does: no Auth emulator, so every token must carry Google's signature.
 * firebase-admin reads the emulator address from the process environment at each call, and the bffs of the files run
 * before this one in the same worker set it: this file takes it away while its bff runs, and puts it back after.
 */
describe('a token without a valid signature, against a bff verifying as production does', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let routes: ApiRoute[];
  let owner: TestUser;
  const state = userStateReader();

  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    bff = await startTestApp({ FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_USE_EMULATOR: 'false' });
    routes = apiRoutes(bff.app).filter((route) => !TOKEN_FREE_ROUTES.has(route.name));
    // An account that exists (in the emulator) but never called the bff: an accepted token would create its users row.
    owner = await signUpUser();
  });

  afterAll(async () => {
    await state.close();
    await bff.stop();
    if (emulatorHost !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  });

  it.each([
    [
      'unsigned (alg none), for a uid that exists',
      () => unsignedToken(owner.uid, owner.email, inject('bffTest').firebaseProjectId),
    ],
    [
      'RS256 with a made-up key id and random signature',
      () => forgedToken(owner.uid, owner.email, inject('bffTest').firebaseProjectId),
    ],
    ["the emulator's own token for that account", () => owner.idToken],
  ])('refuses a token %s with 401 on every route, and nothing is stored for its uid', async (_kind, token) => {
    expect(routes.length).toBeGreaterThan(10);
    const ids = Object.fromEntries(routes.flatMap((route) => route.params).map((param) => [param, randomUUID()]));
    for (const route of routes) {
      const answer = await send(bff.url, route.method, fillPath(route, ids), undefined, `Bearer ${token()}`);
      expect.soft(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBe(401);
    }
    expect((await state.read(owner.uid)).user).toBeUndefined();
  });
});
