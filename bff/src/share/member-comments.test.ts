import { randomUUID } from 'node:crypto';
import {
  SHARE_HEADERS,
  SHARE_LIMITS,
  type CreatedShare,
  type Project,
  type PublisherMembers,
  type ShareComment,
} from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';

describe("members' timed comments on a publisher's project", () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  let owner: TestUser;
  let viewer: TestUser;
  let editor: TestUser;
  let outsider: TestUser;
  let publisherId: string;

  const as = (user: TestUser, method: string, path: string, json?: unknown) =>
    call(bff.url, method, path, { token: user.idToken, json });
  const comment = (user: TestUser, projectId: string, json: unknown) =>
    as(user, 'POST', `/api/projects/${projectId}/comments`, json);
  const commentsOf = async (user: TestUser, projectId: string) => {
    const answer = await as(user, 'GET', `/api/projects/${projectId}/comments`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { data: ShareComment[] }).data;
  };

  /** The owner's project in the publisher, narrated for `seconds`, as a finished narration leaves it. */
  const narratedProject = async (name: string, seconds = 90): Promise<Project> => {
    const project = await createProject(bff.url, owner, name);
    expect((await as(owner, 'PUT', `/api/projects/${project._id}/publisher`, { publisherId })).status).toBe(200);
    await db
      .updateTable('projects')
      .set({ audio_stems: sql`audio_stems || ${JSON.stringify({ vocal_duration: seconds })}::jsonb` })
      .where('id', '=', project._id)
      .execute();
    return project;
  };

  const join = async (member: TestUser, permission: 'viewer' | 'editor') => {
    const sent = await as(owner, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: member.email,
      permission,
    });
    const invitationId = (sent.body as { data: { _id: string } }).data._id;
    expect((await as(member, 'POST', `/api/publishers/invitations/${invitationId}/accept`)).status).toBe(200);
  };

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, viewer, editor, outsider] = await Promise.all([
      signInWithGoogle('Octavia Owner'),
      signInWithGoogle('Vera Viewer'),
      signInWithGoogle('Eddie Editor'),
      signUpUser(),
    ]);
    const created = await as(owner, 'POST', '/api/publishers', { name: 'Harbour Audio', plan: 'free' });
    publisherId = (created.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    await join(viewer, 'viewer');
    await join(editor, 'editor');
  });

  afterAll(async () => {
    await bff?.stop();
    await db.destroy();
  });

  it('tells each reader of the project their access and its publisher, which the shell opens the view by', async () => {
    const project = await narratedProject('The Lighthouse Keeper');
    const read = async (user: TestUser) =>
      ((await as(user, 'GET', `/api/projects/${project._id}`)).body as { data: Project }).data;
    const publisher = { _id: publisherId, name: 'Harbour Audio' };
    expect(await read(viewer)).toMatchObject({ access: 'viewer', publisher });
    expect(await read(editor)).toMatchObject({ access: 'editor', publisher });
    expect(await read(owner)).toMatchObject({ access: 'owner', publisher });
    expect((await as(outsider, 'GET', `/api/projects/${project._id}`)).status).toBe(404);
    const ownOnly = await createProject(bff.url, outsider, 'Mine alone');
    const mine = ((await as(outsider, 'GET', `/api/projects/${ownOnly._id}`)).body as { data: Project }).data;
    expect(mine).toMatchObject({ access: 'owner', publisher: null });
  });

  it("takes a comment from the viewer, the editor and the owner; everyone who may play reads them with the listeners', by time", async () => {
    const project = await narratedProject('Tide Tables');
    const link = await as(owner, 'POST', `/api/projects/${project._id}/share`, {
      recipients: [`listener-${randomUUID()}@reeltalk.dev`],
      feedback: true,
    });
    const query = new URL((link.body as { data: CreatedShare }).data.url).searchParams;
    const listener = { [SHARE_HEADERS.owner]: query.get('uId')!, [SHARE_HEADERS.accessKey]: query.get('key')! };
    const listened = await call(bff.url, 'POST', `/api/projects/${project._id}/share-view/comments`, {
      headers: listener,
      json: { atSeconds: 30, name: 'Lena', text: 'Lovely pause' },
    });
    expect(listened.status).toBe(201);

    const posted = await comment(viewer, project._id, { atSeconds: 61, text: '  The music is too loud here  ' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect((posted.body as { data: ShareComment }).data).toMatchObject({
      atSeconds: 61,
      name: 'Vera Viewer',
      member: true,
      text: 'The music is too loud here',
    });
    expect((await comment(editor, project._id, { atSeconds: 5, text: 'I will fix the intro' })).status).toBe(201);
    expect((await comment(owner, project._id, { atSeconds: 90, text: 'Last word' })).status).toBe(201);

    const expected = [
      { atSeconds: 5, name: 'Eddie Editor', member: true, text: 'I will fix the intro' },
      { atSeconds: 30, name: 'Lena', member: false, text: 'Lovely pause' },
      { atSeconds: 61, name: 'Vera Viewer', member: true, text: 'The music is too loud here' },
      { atSeconds: 90, name: 'Octavia Owner', member: true, text: 'Last word' },
    ];
    for (const reader of [viewer, editor, owner]) expect(await commentsOf(reader, project._id)).toMatchObject(expected);
    // A link's listeners keep reading only their link's comments.
    const listeners = await call(bff.url, 'GET', `/api/projects/${project._id}/share-view/comments`, {
      headers: listener,
    });
    expect((listeners.body as { data: ShareComment[] }).data).toMatchObject([{ name: 'Lena', member: false }]);
  });

  it("answers another user's project, or none, as missing, and refuses a comment outside the audio or without text", async () => {
    const project = await narratedProject('Salt and Stone', 40);
    for (const id of [project._id, randomUUID(), 'not-a-project']) {
      expect(await comment(outsider, id, { atSeconds: 1, text: 'Hello' })).toMatchObject({
        status: 404,
        body: { message: 'Project not found.' },
      });
      expect((await as(outsider, 'GET', `/api/projects/${id}/comments`)).status).toBe(404);
    }
    expect(await comment(viewer, project._id, { atSeconds: 41, text: 'After the end' })).toMatchObject({
      status: 400,
      body: { message: 'A comment must be pinned to a time within the audio, between 00:00 and 00:40.' },
    });
    expect((await comment(viewer, project._id, { atSeconds: 1, text: '   ' })).status).toBe(400);
    expect((await comment(viewer, project._id, { atSeconds: 1, text: 'x'.repeat(1001) })).status).toBe(400);
    // A member signs with their account's name; a name of their choosing is refused.
    expect((await comment(viewer, project._id, { atSeconds: 1, text: 'Hi', name: 'Someone else' })).status).toBe(400);
    expect(await commentsOf(owner, project._id)).toEqual([]);
  });

  it('refuses comments from a member removed from the publisher', async () => {
    const project = await narratedProject('Low Water');
    const leaving = await signUpUser();
    await join(leaving, 'viewer');
    expect((await comment(leaving, project._id, { atSeconds: 1, text: 'Still here' })).status).toBe(201);
    const listed = (await as(owner, 'GET', `/api/publishers/${publisherId}/members`)).body as {
      data: PublisherMembers;
    };
    const leavingId = listed.data.members.find((member) => member.email === leaving.email)!.userId;
    expect((await as(owner, 'DELETE', `/api/publishers/${publisherId}/members/${leavingId}`)).status).toBe(200);
    expect((await comment(leaving, project._id, { atSeconds: 2, text: 'Gone?' })).status).toBe(404);
  });

  it('takes at most ten comments a minute from one member, however many are sent at once', async () => {
    const project = await narratedProject('Spring Tide');
    const answers = await Promise.all(
      Array.from({ length: SHARE_LIMITS.commentsPerMinute + 2 }, (_, index) =>
        comment(viewer, project._id, { atSeconds: index, text: `Note ${index}` }),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SHARE_LIMITS.commentsPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // Another member's comments are counted on their own.
    expect((await comment(editor, project._id, { atSeconds: 3, text: 'Mine counts apart' })).status).toBe(201);
  });
});
