import { ACCOUNT_DELETE_MESSAGES } from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firebaseAuth } from '../auth/firebase.ts';
import { createDatabase } from '../db.ts';
import { tokenSignedIn } from '../../testing/security/tokens.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';
import { hasSignedInRecently } from './account-deletion.ts';

describe('hasSignedInRecently', () => {
  const caller = (authTime?: number) => ({
    uid: 'u',
    userId: 'id',
    email: undefined,
    emailVerified: false,
    name: undefined,
    picture: undefined,
    signInProvider: 'password',
    authTime,
  });
  const now = 1_800_000_000_000;
  it.each([
    [now / 1000, true],
    [now / 1000 - 300, true],
    [now / 1000 - 301, false],
    [undefined, false],
  ])('sign-in at %s → %s', (authTime, expected) => {
    expect(hasSignedInRecently(caller(authTime), now)).toBe(expected);
  });
});

describe('DELETE /api/users/me', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  const { firebaseProjectId, authEmulatorHost } = inject('bffTest');
  const auth = firebaseAuth({ projectId: firebaseProjectId, emulatorHost: authEmulatorHost });
  beforeAll(async () => {
    bff = await startTestApp();
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  const userRow = (user: TestUser) =>
    db.selectFrom('users').selectAll().where('firebase_uid', '=', user.uid).executeTakeFirst();

  /** A user with a narrated project, an avatar and a finished data export. */
  async function busyUser(): Promise<{ user: TestUser; userId: string; projectId: string }> {
    const user = await signUpUser();
    const project = await createProject(bff.url, user, 'Soon gone');
    await uploadScript(bff.url, user, project._id, textFile(SHORT_SCRIPT));
    const narration = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: user.idToken,
      json: { projectId: project._id, vocalType: 'default' },
    });
    const jobId = (narration.body as { data: { jobId: string } }).data.jobId;
    expect((await waitForNarration(bff.url, user.idToken, jobId)).state).toBe('completed');
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    form.append('avatar', new File([png], 'me.png', { type: 'image/png' }));
    const avatar = await fetch(`${bff.url}/api/users/avatar`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    expect(avatar.status).toBe(200);
    const started = await call(bff.url, 'POST', '/api/users/me/export', { token: user.idToken });
    expect(started.status).toBe(202);
    const userId = (await userRow(user))!.id;
    return { user, userId, projectId: project._id };
  }

  const objectsOf = async (userId: string, projectId: string) =>
    (
      await Promise.all(
        [`projects/${projectId}/`, `avatars/${userId}/`, `exports/${userId}/`, `music/users/${userId}/`].map(
          storedObjects,
        ),
      )
    ).flat();

  it('deletes every row and object of the user and their Firebase account; a second call is refused', async () => {
    const { user, userId, projectId } = await busyUser();
    expect((await objectsOf(userId, projectId)).length).toBeGreaterThan(3);

    const answer = await call(bff.url, 'DELETE', '/api/users/me', { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    expect(await userRow(user)).toBeUndefined();
    const projects = await db.selectFrom('projects').select('id').where('user_id', '=', userId).execute();
    expect(projects).toEqual([]);
    expect(await objectsOf(userId, projectId)).toEqual([]);
    await expect(auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const again = await call(bff.url, 'DELETE', '/api/users/me', { token: user.idToken });
    expect(again.status).toBe(401);
  }, 120_000);

  it('deletes a Google user who never signed up', async () => {
    const user = await signInWithGoogle('Grace Hopper');
    const answer = await call(bff.url, 'DELETE', '/api/users/me', { token: user.idToken });
    expect(answer.status).toBe(200);
    expect(await userRow(user)).toBeUndefined();
    await expect(auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a token from a sign-in more than 5 minutes ago, and deletes nothing', async () => {
    const user = await signUpUser();
    const project = await createProject(bff.url, user, 'Still here');
    const stale = await tokenSignedIn(user, 6 * 60);

    const profile = await call(bff.url, 'GET', '/api/users/profile', { token: stale });
    expect(profile.status, 'the stale token is otherwise valid').toBe(200);
    const answer = await call(bff.url, 'DELETE', '/api/users/me', { token: stale });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized', message: ACCOUNT_DELETE_MESSAGES.signInAgain });

    expect(await userRow(user)).toBeDefined();
    const kept = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: user.idToken });
    expect(kept.status).toBe(200);
    expect((await auth.getUser(user.uid)).uid).toBe(user.uid);
  });

  it('accepts a sign-in of 4 minutes ago', async () => {
    const user = await signUpUser();
    const answer = await call(bff.url, 'DELETE', '/api/users/me', { token: await tokenSignedIn(user, 4 * 60) });
    expect(answer.status).toBe(200);
    expect(await userRow(user)).toBeUndefined();
  });
});
