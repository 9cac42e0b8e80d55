import {
  pendingInvitationSchema,
  permissionDenied,
  PROJECT_MESSAGES,
  PUBLISHER_MESSAGES,
  publisherMembersSchema,
  publisherMembershipSchema,
  sentInvitationSchema,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';

const missingId = '00000000-0000-4000-8000-000000000000';

describe("a publisher's members, managed by its owner and admins", () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  let stranger: TestUser;

  const as = (user: TestUser, method: string, path: string, json?: unknown) =>
    call(bff.url, method, path, { token: user.idToken, json });
  const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;

  const invite = async (publisherId: string, user: TestUser, permission: string): Promise<string> => {
    const sent = await as(owner, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: user.email,
      permission,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sentInvitationSchema.parse(dataOf(sent))._id;
  };
  const join = async (publisherId: string, user: TestUser, permission: string): Promise<void> => {
    const accepted = await as(
      user,
      'POST',
      `/api/publishers/invitations/${await invite(publisherId, user, permission)}/accept`,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  };
  /** A publisher of the owner's with an admin and an editor, and a project of the owner's assigned to it. */
  const publisherWithMembers = async (name: string) => {
    const created = await as(owner, 'POST', '/api/publishers', { name, plan: 'pro' });
    const publisherId = publisherMembershipSchema.parse(dataOf(created)).publisherId._id;
    await join(publisherId, admin, 'admin');
    await join(publisherId, editor, 'editor');
    const project = await createProject(bff.url, owner, `${name} book`);
    expect((await as(owner, 'PUT', `/api/projects/${project._id}/publisher`, { publisherId })).status).toBe(200);
    return { publisherId, projectId: project._id };
  };

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, admin, editor, stranger] = await Promise.all([
      signInWithGoogle('Olive Owner'),
      signInWithGoogle('Abel Admin'),
      signInWithGoogle('Edith Editor'),
      signUpUser(),
    ]);
  });
  afterAll(async () => {
    await bff.stop();
  });

  it('shows the owner and admins every member by level and the pending invitations; to others it is refused', async () => {
    const { publisherId } = await publisherWithMembers('Ledger Books');
    const invitationId = await invite(publisherId, stranger, 'viewer');
    for (const manager of [owner, admin]) {
      const answer = await as(manager, 'GET', `/api/publishers/${publisherId}/members`);
      expect(answer.status).toBe(200);
      expect(publisherMembersSchema.parse(dataOf(answer))).toEqual({
        members: [
          { userId: expect.any(String), fullName: 'Olive Owner', email: owner.email, permission: 'owner' },
          { userId: expect.any(String), fullName: 'Abel Admin', email: admin.email, permission: 'admin' },
          { userId: expect.any(String), fullName: 'Edith Editor', email: editor.email, permission: 'editor' },
        ],
        invitations: [{ _id: invitationId, email: stranger.email, permission: 'viewer', status: 'pending' }],
      });
    }
    const byEditor = await as(editor, 'GET', `/api/publishers/${publisherId}/members`);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.onlyAdminsManage });
    for (const id of [publisherId, missingId, 'nope']) {
      const byStranger = await as(stranger, 'GET', `/api/publishers/${id}/members`);
      expect(byStranger.status).toBe(404);
      expect(byStranger.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.notFound });
    }
  });

  it("changes a member's level, which their next request is answered by; the owner's level stays", async () => {
    const { publisherId, projectId } = await publisherWithMembers('Level Books');
    const { members } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    const idOf = (user: TestUser) => members.find((member) => member.email === user.email)!.userId;
    const edit = () => as(editor, 'PATCH', `/api/projects/${projectId}`, { description: 'Edited' });
    expect((await edit()).status).toBe(200);

    const lowered = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(editor)}`, {
      permission: 'viewer',
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const refused = await edit();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: permissionDenied('viewer', 'edit') });
    expect((await as(editor, 'GET', `/api/projects/${projectId}`, undefined)).status).toBe(200);

    const ownerLevel = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(owner)}`, {
      permission: 'viewer',
    });
    expect(ownerLevel.status).toBe(403);
    expect(ownerLevel.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.ownerStays });
    const byViewer = await as(editor, 'PUT', `/api/publishers/${publisherId}/members/${idOf(admin)}`, {
      permission: 'viewer',
    });
    expect(byViewer.status).toBe(403);
    for (const userId of [missingId, 'nope']) {
      const answer = await as(owner, 'PUT', `/api/publishers/${publisherId}/members/${userId}`, {
        permission: 'editor',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.memberNotFound });
    }
    const toOwner = await as(owner, 'PUT', `/api/publishers/${publisherId}/members/${idOf(admin)}`, {
      permission: 'owner',
    });
    expect(toOwner.status).toBe(400);
    expect(toOwner.body).toMatchObject({ error: 'bad_request', message: PUBLISHER_MESSAGES.permissionInvalid });
    expect(
      publisherMembersSchema
        .parse(dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)))
        .members.map((member) => member.permission),
    ).toEqual(['owner', 'admin', 'viewer']);
  });

  it('removes a member, who loses the publisher and its projects on their next request; the owner stays', async () => {
    const { publisherId, projectId } = await publisherWithMembers('Parting Books');
    const { members } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    const idOf = (user: TestUser) => members.find((member) => member.email === user.email)!.userId;
    expect((await as(editor, 'GET', `/api/projects/${projectId}`)).status).toBe(200);

    const byEditor = await as(editor, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(admin)}`);
    expect(byEditor.status).toBe(403);
    const removed = await as(admin, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(editor)}`);
    expect(removed.status).toBe(200);

    const gone = await as(editor, 'GET', `/api/projects/${projectId}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: PROJECT_MESSAGES.notFound });
    const library = dataOf(await as(editor, 'GET', '/api/projects')) as Array<{ _id: string }>;
    expect(library.map((project) => project._id)).not.toContain(projectId);
    const memberships = dataOf(await as(editor, 'GET', '/api/publishers/user/me')) as Array<{
      publisherId: { _id: string };
    }>;
    expect(memberships.map((membership) => membership.publisherId._id)).not.toContain(publisherId);

    const theOwner = await as(admin, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(owner)}`);
    expect(theOwner.status).toBe(403);
    expect(theOwner.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.ownerStays });
    const again = await as(admin, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(editor)}`);
    expect(again.status).toBe(404);
    const byStranger = await as(stranger, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(admin)}`);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.notFound });
  });

  it('leaves admins to the owner: an admin manages only editors and viewers, and makes no admins', async () => {
    const { publisherId } = await publisherWithMembers('Council Books');
    const otherAdmin = await signUpUser();
    await join(publisherId, otherAdmin, 'admin');
    const levels = async () =>
      publisherMembersSchema
        .parse(dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)))
        .members.map((member) => [member.email, member.permission]);
    const { members } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    const idOf = (user: TestUser) => members.find((member) => member.email === user.email)!.userId;
    const before = await levels();
    const refusedAs = (message: string) => ({ error: 'forbidden', message });

    const demoted = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(otherAdmin)}`, {
      permission: 'viewer',
    });
    expect(demoted.status).toBe(403);
    expect(demoted.body).toEqual(refusedAs(PUBLISHER_MESSAGES.onlyOwnerManagesAdmins));
    const removed = await as(admin, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(otherAdmin)}`);
    expect(removed.status).toBe(403);
    expect(removed.body).toEqual(refusedAs(PUBLISHER_MESSAGES.onlyOwnerManagesAdmins));
    const itself = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(admin)}`, {
      permission: 'editor',
    });
    expect(itself.body).toEqual(refusedAs(PUBLISHER_MESSAGES.onlyOwnerManagesAdmins));
    const promoted = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(editor)}`, {
      permission: 'admin',
    });
    expect(promoted.status).toBe(403);
    expect(promoted.body).toEqual(refusedAs(PUBLISHER_MESSAGES.onlyOwnerMakesAdmins));
    const invitee = await signUpUser();
    const invitedAsAdmin = await as(admin, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: invitee.email,
      permission: 'admin',
    });
    expect(invitedAsAdmin.status).toBe(403);
    expect(invitedAsAdmin.body).toEqual(refusedAs(PUBLISHER_MESSAGES.onlyOwnerMakesAdmins));
    expect(await levels()).toEqual(before);
    expect(dataOf(await as(invitee, 'GET', '/api/publishers/invitations/me'))).toEqual([]);

    // Editors and viewers are the admin's to manage; admins are the owner's.
    const invitedAsEditor = await as(admin, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: invitee.email,
      permission: 'editor',
    });
    expect(invitedAsEditor.status).toBe(201);
    const lowered = await as(admin, 'PUT', `/api/publishers/${publisherId}/members/${idOf(editor)}`, {
      permission: 'viewer',
    });
    expect(lowered.status).toBe(200);
    const byOwner = await as(owner, 'PUT', `/api/publishers/${publisherId}/members/${idOf(otherAdmin)}`, {
      permission: 'editor',
    });
    expect(byOwner.status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(otherAdmin)}`)).status).toBe(200);
    expect(
      (
        await as(owner, 'PUT', `/api/publishers/${publisherId}/members/${idOf(editor)}`, {
          permission: 'admin',
        })
      ).status,
    ).toBe(200);
    expect((await as(owner, 'DELETE', `/api/publishers/${publisherId}/members/${idOf(admin)}`)).status).toBe(200);
    expect(await levels()).toEqual([
      [owner.email, 'owner'],
      [editor.email, 'admin'],
    ]);
  });

  it('revokes a pending invitation, which can then no longer be accepted', async () => {
    const { publisherId } = await publisherWithMembers('Recall Books');
    const invitee = await signUpUser();
    const invitationId = await invite(publisherId, invitee, 'editor');
    const byEditor = await as(editor, 'DELETE', `/api/publishers/${publisherId}/invitations/${invitationId}`);
    expect(byEditor.status).toBe(403);
    const revoked = await as(admin, 'DELETE', `/api/publishers/${publisherId}/invitations/${invitationId}`);
    expect(revoked.status).toBe(200);
    expect(dataOf(await as(invitee, 'GET', '/api/publishers/invitations/me'))).toEqual([]);
    const accepted = await as(invitee, 'POST', `/api/publishers/invitations/${invitationId}/accept`);
    expect(accepted.status).toBe(404);
    const again = await as(admin, 'DELETE', `/api/publishers/${publisherId}/invitations/${invitationId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.invitationNotFound });
    const { invitations } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    expect(invitations).toEqual([]);
  });

  it('lets the invitee decline: the invitation is gone for both sides; nobody else can decline it', async () => {
    const { publisherId } = await publisherWithMembers('Declined Books');
    const invitee = await signUpUser();
    const invitationId = await invite(publisherId, invitee, 'viewer');
    const byOther = await as(editor, 'POST', `/api/publishers/invitations/${invitationId}/decline`);
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.invitationNotFound });
    const [pending] = (dataOf(await as(invitee, 'GET', '/api/publishers/invitations/me')) as unknown[]).map((item) =>
      pendingInvitationSchema.parse(item),
    );
    expect(pending?._id).toBe(invitationId);

    const declined = await as(invitee, 'POST', `/api/publishers/invitations/${invitationId}/decline`);
    expect(declined.status).toBe(200);
    expect(dataOf(await as(invitee, 'GET', '/api/publishers/invitations/me'))).toEqual([]);
    expect((await as(invitee, 'POST', `/api/publishers/invitations/${invitationId}/accept`)).status).toBe(404);
    const { invitations } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    expect(invitations).toEqual([]);
    for (const id of [invitationId, 'nope']) {
      expect((await as(invitee, 'POST', `/api/publishers/invitations/${id}/decline`)).status).toBe(404);
    }
  });

  it('refuses a decline from an account not seen to receive mail at the address, and keeps the invitation', async () => {
    const { publisherId } = await publisherWithMembers('Unverified Books');
    const unverified = await signUpUser({ verified: false });
    const invitationId = await invite(publisherId, unverified, 'viewer');
    const refused = await as(unverified, 'POST', `/api/publishers/invitations/${invitationId}/decline`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.verifyEmailToDecline });
    const { invitations } = publisherMembersSchema.parse(
      dataOf(await as(owner, 'GET', `/api/publishers/${publisherId}/members`)),
    );
    expect(invitations.map((invitation) => invitation._id)).toEqual([invitationId]);
  });
});
