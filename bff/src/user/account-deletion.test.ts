import { ACCOUNT_DELETE_MESSAGES } from '@reeltalk/contracts';
import { createLogger } from '@reeltalk/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firebaseAuth } from '../auth/firebase.ts';
import { createDatabase } from '../db.ts';
import { createMediaClient } from '../media/client.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { tokenSignedIn } from '../../testing/security/tokens.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { uploadAvatar } from '../../testing/avatar.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';
import { hasSignedInRecently } from './account-deletion.ts';
import { createUserRepository } from './repository.ts';
import { createUserService } from './service.ts';

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
  /** The media-service's job rows of the user: theirs, or of their account or project. */
  const jobRows = async (userId: string, projectId: string) =>
    (
      await sql<{ id: string }>`select id from media.jobs
        where owner_id = ${userId} or project_id in (${userId}, ${projectId})`.execute(db)
    ).rows;

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
    expect((await waitForNarration(bff.url, user.idToken, jobId)).state).toBe('done');
    expect(await uploadAvatar(bff.url, user)).toBe(200);
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
    expect((await jobRows(userId, projectId)).length, 'a narration and a data export').toBeGreaterThanOrEqual(2);

    const answer = await call(bff.url, 'DELETE', '/api/users/me', { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    expect(await userRow(user)).toBeUndefined();
    const projects = await db.selectFrom('projects').select('id').where('user_id', '=', userId).execute();
    expect(projects).toEqual([]);
    expect(await objectsOf(userId, projectId)).toEqual([]);
    // Their inputs held the user's e-mail, name, project metadata and music prompts.
    expect(await jobRows(userId, projectId)).toEqual([]);
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

  it('takes the publishers the user owns with it: members are told and lose access, their projects stay theirs', async () => {
    const [owner, member] = await Promise.all([signUpUser(), signUpUser()]);
    const as = (user: TestUser, method: string, path: string, json?: unknown) =>
      call(bff.url, method, path, { token: user.idToken, json });
    const created = await as(owner, 'POST', '/api/publishers', { name: 'Closing Books', plan: 'pro' });
    const publisherId = (created.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    const sent = await as(owner, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: member.email,
      permission: 'editor',
    });
    const invitationId = (sent.body as { data: { _id: string } }).data._id;
    expect((await as(member, 'POST', `/api/publishers/invitations/${invitationId}/accept`)).status).toBe(200);
    const project = await createProject(bff.url, member, 'Stays mine');
    expect((await as(member, 'PUT', `/api/projects/${project._id}/publisher`, { publisherId })).status).toBe(200);

    expect((await as(owner, 'DELETE', '/api/users/me')).status).toBe(200);

    expect(
      await db
        .withTables<{ publishers: { id: string } }>()
        .selectFrom('publishers')
        .select('id')
        .where('id', '=', publisherId)
        .execute(),
    ).toEqual([]);
    const memberships = await as(member, 'GET', '/api/publishers/user/me');
    expect((memberships.body as { data: unknown[] }).data).toEqual([]);
    const kept = await db
      .selectFrom('projects')
      .select(['user_id', 'publisher_id'])
      .where('id', '=', project._id)
      .executeTakeFirst();
    expect(kept).toEqual({ user_id: (await userRow(member))!.id, publisher_id: null });
    const mails = (await (await fetch(`${inject('bffTest').mailCatcherUrl}/api/messages`)).json()) as Array<{
      to: string[];
      subject: string;
    }>;
    expect(mails.filter((mail) => mail.to.includes(member.email)).map((mail) => mail.subject)).toContain(
      'The publisher account "Closing Books" on ReelTalk was closed',
    );
  });

  describe('with tokens cached as in production', () => {
    let cached: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      cached = await startTestApp({ AUTH_TOKEN_CACHE_SECONDS: '10' });
    });
    afterAll(() => cached.stop());

    it('refuses the same token at once everywhere, and nothing makes the user row again', async () => {
      const user = await signUpUser();
      expect((await call(cached.url, 'GET', '/api/users/profile', { token: user.idToken })).status).toBe(200);
      expect((await call(cached.url, 'DELETE', '/api/users/me', { token: user.idToken })).status).toBe(200);

      const profile = await call(cached.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(profile.status, JSON.stringify(profile.body)).toBe(401);
      const project = await call(cached.url, 'POST', '/api/projects', { token: user.idToken, json: { name: 'Back' } });
      expect(project.status, JSON.stringify(project.body)).toBe(401);
      expect(await userRow(user)).toBeUndefined();
    });

    it('keeps the uid as deleted: the one gate that makes user rows refuses it, whatever Firebase still says', async () => {
      const user = await signUpUser();
      expect((await call(cached.url, 'DELETE', '/api/users/me', { token: user.idToken })).status).toBe(200);
      const { mediaServiceUrl } = inject('bffTest');
      const users = createUserService({
        users: createUserRepository(db),
        media: createMediaClient({ baseUrl: mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN }),
        logger: createLogger('test', 'silent'),
      });
      const identity = {
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        name: undefined,
        picture: undefined,
        signInProvider: 'password',
      };
      await expect(users.ensureUser(identity)).rejects.toMatchObject({ status: 401 });
      expect(await userRow(user)).toBeUndefined();
    });
  });
});
