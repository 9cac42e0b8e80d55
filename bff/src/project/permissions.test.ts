import {
  canDo,
  libraryPageSchema,
  permissionDenied,
  PROJECT_MESSAGES,
  PUBLISHER_MESSAGES,
  type ProjectAction,
  type PublisherPermission,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStateReader, type UserState } from '../../testing/security/user-state.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, upload, uploadScript } from '../../testing/scripts.ts';

type Member = Exclude<PublisherPermission, 'owner'>;
const MEMBERS: Member[] = ['viewer', 'editor', 'admin'];

/** A request on the shared project and what it does with it. */
interface ProjectCall {
  name: string;
  action: ProjectAction;
  send: (user: TestUser) => Promise<{ status: number; body: unknown }>;
}

describe("a publisher's members and its projects", () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const state = userStateReader();
  let owner: TestUser;
  let outsider: TestUser;
  const members = {} as Record<Member, TestUser>;
  let publisherId: string;
  let projectId: string;
  let scriptKey: string;

  const as = (user: TestUser, method: string, path: string, json?: unknown) =>
    call(bff.url, method, path, { token: user.idToken, json });

  /** The owner's project, assigned to the publisher. */
  const sharedProject = async (name: string): Promise<string> => {
    const project = await createProject(bff.url, owner, name);
    const assigned = await as(owner, 'PUT', `/api/projects/${project._id}/publisher`, { publisherId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ data: { _id: project._id } });
    return project._id;
  };

  const calls = (): ProjectCall[] => [
    { name: 'GET project', action: 'play', send: (user) => as(user, 'GET', `/api/projects/${projectId}`) },
    // Its script is shown to editors only, whichever way it is asked for.
    { name: 'GET its script', action: 'edit', send: (user) => as(user, 'GET', `/api/projects/${projectId}/script`) },
    {
      name: 'presign its script',
      action: 'edit',
      send: (user) => as(user, 'POST', '/api/audio/presigned-urls', { s3Keys: [scriptKey] }),
    },
    {
      name: 'download its script',
      action: 'edit',
      send: (user) => as(user, 'POST', '/api/audio/download-url', { s3Key: scriptKey }),
    },
    {
      name: 'watch its jobs',
      action: 'play',
      send: async (user) => {
        const response = await fetch(`${bff.url}/api/projects/${projectId}/events`, {
          headers: { Authorization: `Bearer ${user.idToken}` },
        });
        const body: unknown = response.ok ? undefined : await response.json();
        if (response.ok) await response.body?.cancel();
        return { status: response.status, body };
      },
    },
    {
      name: 'PATCH project',
      action: 'edit',
      send: (user) => as(user, 'PATCH', `/api/projects/${projectId}`, { description: `Edited by ${user.email}` }),
    },
    {
      name: 'duplicate',
      action: 'duplicate',
      send: (user) => as(user, 'POST', `/api/projects/${projectId}/duplicate`),
    },
    {
      name: 'assign',
      action: 'assign',
      send: (user) => as(user, 'PUT', `/api/projects/${projectId}/publisher`, { publisherId }),
    },
  ];

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, outsider, members.viewer, members.editor, members.admin] = await Promise.all([
      signInWithGoogle('Octavia Owner'),
      signUpUser(),
      signUpUser(),
      signUpUser(),
      signUpUser(),
    ]);
    const created = await as(owner, 'POST', '/api/publishers', { name: 'Harbour Audio', plan: 'free' });
    publisherId = (created.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    await Promise.all(
      MEMBERS.map(async (level) => {
        const sent = await as(owner, 'POST', `/api/publishers/${publisherId}/invitations`, {
          email: members[level].email,
          permission: level,
        });
        const invitationId = (sent.body as { data: { _id: string } }).data._id;
        const accepted = await as(members[level], 'POST', `/api/publishers/invitations/${invitationId}/accept`);
        expect(accepted.status).toBe(200);
      }),
    );
    projectId = await sharedProject('The Harbour Book');
    const withScript = await uploadScript(bff.url, owner, projectId, textFile(SHORT_SCRIPT));
    scriptKey = withScript.source_document!.key!;
  });
  afterAll(async () => {
    await state.close();
    await bff.stop();
  });

  it("shows members the project in their library, found by the owner's name, with their level", async () => {
    for (const level of MEMBERS) {
      const answer = await as(members[level], 'GET', '/api/projects?q=%20octavia%20');
      const page = libraryPageSchema.parse(answer.body);
      expect(page.data.map((project) => project._id)).toContain(projectId);
      expect(page.data.find((project) => project._id === projectId)).toMatchObject({
        access: level,
        publisher: { _id: publisherId, name: 'Harbour Audio' },
        userId: { fullName: 'Octavia Owner' },
      });
    }
    const outside = libraryPageSchema.parse((await as(outsider, 'GET', '/api/projects?q=octavia')).body);
    expect(outside.total).toBe(0);
  });

  it.each(MEMBERS)('lets a %s do exactly what its level allows, and a refusal changes nothing', async (level) => {
    const user = members[level];
    for (const request of calls()) {
      const before: UserState = await state.read(owner.uid);
      const answer = await request.send(user);
      if (canDo(level, request.action)) {
        expect.soft([200, 201], `${request.name}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      } else {
        expect.soft(answer.status, `${request.name}: ${JSON.stringify(answer.body)}`).toBe(403);
        expect.soft(answer.body, request.name).toEqual({
          error: 'forbidden',
          message: permissionDenied(level, request.action),
        });
        expect.soft(await state.read(owner.uid), request.name).toEqual(before);
      }
    }
  });

  it('refuses a viewer an upload or a narration with 403 and keeps the project as it was', async () => {
    const before = await state.read(owner.uid);
    const uploaded = await upload(bff.url, members.viewer.idToken, [
      ['projectId', projectId],
      ['file', textFile('A viewer rewrites the book.', 'mine.txt')],
    ]);
    const narrated = await as(members.viewer, 'POST', '/api/narrate-audio', { projectId, vocalType: 'default' });
    for (const answer of [uploaded, narrated]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'forbidden', message: permissionDenied('viewer', 'edit') });
    }
    expect(await state.read(owner.uid)).toEqual(before);
  });

  it('lets admins delete a publisher project, and refuses viewers and editors with 403', async () => {
    const doomed = await sharedProject('To be deleted by an admin');
    for (const level of ['viewer', 'editor'] as const) {
      const before = await state.read(owner.uid);
      const answer = await as(members[level], 'DELETE', `/api/projects/${doomed}`);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'forbidden', message: permissionDenied(level, 'delete') });
      expect(await state.read(owner.uid)).toEqual(before);
    }
    expect((await as(members.admin, 'DELETE', `/api/projects/${doomed}`)).status).toBe(200);
    expect((await as(owner, 'GET', `/api/projects/${doomed}`)).status).toBe(404);
  });

  it("answers another user's project as missing for delete, duplicate and assign, and leaves it alone", async () => {
    const before = await state.read(owner.uid);
    for (const [method, path, json] of [
      ['DELETE', `/api/projects/${projectId}`, undefined],
      ['POST', `/api/projects/${projectId}/duplicate`, undefined],
      ['PUT', `/api/projects/${projectId}/publisher`, { publisherId: null }],
      ['GET', `/api/projects/${projectId}`, undefined],
    ] as const) {
      const answer = await as(outsider, method, path, json);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
    }
    expect(await state.read(owner.uid)).toEqual(before);
  });

  it('assigns only to a publisher the caller belongs to', async () => {
    const own = await createProject(bff.url, outsider, 'Outside book');
    const answer = await as(outsider, 'PUT', `/api/projects/${own._id}/publisher`, { publisherId });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.notFound });
    const bad = await as(outsider, 'PUT', `/api/projects/${own._id}/publisher`, { publisherId: 'nope' });
    expect(bad.status).toBe(400);
    const page = libraryPageSchema.parse((await as(outsider, 'GET', '/api/projects')).body);
    expect(page.data.find((project) => project._id === own._id)?.publisher).toBeNull();
  });

  it('takes a project out of its publisher: members no longer see it', async () => {
    const leaving = await sharedProject('Leaving the publisher');
    const seen = async () =>
      libraryPageSchema
        .parse((await as(members.viewer, 'GET', '/api/projects?q=leaving')).body)
        .data.map((project) => project._id);
    expect(await seen()).toEqual([leaving]);
    const answer = await as(owner, 'PUT', `/api/projects/${leaving}/publisher`, { publisherId: null });
    expect(answer.status).toBe(200);
    expect(await seen()).toEqual([]);
    expect((await as(members.viewer, 'GET', `/api/projects/${leaving}`)).status).toBe(404);
  });
});
