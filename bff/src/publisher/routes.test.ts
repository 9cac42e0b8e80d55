import {
  pendingInvitationSchema,
  PUBLISHER_MESSAGES,
  publisherMembershipSchema,
  sentInvitationSchema,
} from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';

const missingId = '00000000-0000-4000-8000-000000000000';

describe('publishers', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  let founder: TestUser;
  let invitee: TestUser;
  let stranger: TestUser;

  const as = (user: TestUser, method: string, path: string, json?: unknown) =>
    call(bff.url, method, path, { token: user.idToken, json });
  const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
  const invitationRows = async (publisherId: string) =>
    (
      await sql<Record<string, unknown>>`select * from publisher_invitations where publisher_id = ${publisherId}
        order by id`.execute(db)
    ).rows;
  const createPublisher = async (user: TestUser, name: string): Promise<string> => {
    const answer = await as(user, 'POST', '/api/publishers', { name, plan: 'pro' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return publisherMembershipSchema.parse(dataOf(answer)).publisherId._id;
  };

  beforeAll(async () => {
    bff = await startTestApp();
    [founder, invitee, stranger] = await Promise.all([signInWithGoogle('Frances Founder'), signUpUser(), signUpUser()]);
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it('creates a publisher whose creator is its owner, and lists the memberships as the account page shows them', async () => {
    const answer = await as(founder, 'POST', '/api/publishers', { name: '  Lantern Press ', plan: 'enterprise' });
    expect(answer.status).toBe(201);
    const membership = publisherMembershipSchema.parse(dataOf(answer));
    expect(membership).toMatchObject({
      publisherId: { name: 'Lantern Press', planType: 'enterprise' },
      permissionLevel: 'owner',
      status: 'active',
    });
    const mine = await as(founder, 'GET', '/api/publishers/user/me');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true });
    expect(dataOf(mine)).toContainEqual(membership);
    expect(dataOf(await as(stranger, 'GET', '/api/publishers/user/me'))).toEqual([]);
  });

  it.each([
    [{ name: '   ', plan: 'free' }, PUBLISHER_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101), plan: 'free' }, PUBLISHER_MESSAGES.nameTooLong],
    [{ name: 'Gold Books', plan: 'gold' }, PUBLISHER_MESSAGES.planInvalid],
    [{ name: 'Gold Books', plan: 'free', owner: 'someone' }, 'Unknown field: owner'],
  ])('refuses to create %j with 400 and makes nothing', async (json, message) => {
    const before = dataOf(await as(stranger, 'GET', '/api/publishers/user/me'));
    const answer = await as(stranger, 'POST', '/api/publishers', json);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message });
    expect(dataOf(await as(stranger, 'GET', '/api/publishers/user/me'))).toEqual(before);
  });

  it('invites by e-mail; the invitee sees it, accepts it and becomes a member at that level', async () => {
    const publisherId = await createPublisher(founder, 'Quill House');
    const sent = await as(founder, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: `  ${invitee.email.toUpperCase()} `,
      permission: 'viewer',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sentInvitationSchema.parse(dataOf(sent))).toMatchObject({
      email: invitee.email,
      permission: 'viewer',
      status: 'pending',
    });
    // Inviting again changes the pending invitation rather than adding one.
    const again = await as(founder, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: invitee.email,
      permission: 'editor',
    });
    expect(again.status).toBe(201);
    expect(await invitationRows(publisherId)).toHaveLength(1);
    const mails = (await (await fetch(`${inject('bffTest').mailCatcherUrl}/api/messages`)).json()) as Array<{
      to: string[];
      subject: string;
      text: string;
    }>;
    const told = mails.filter((mail) => mail.to.includes(invitee.email));
    expect(told.map((mail) => mail.subject)).toEqual([
      'Frances Founder invited you to Quill House on ReelTalk',
      'Frances Founder invited you to Quill House on ReelTalk',
    ]);
    expect(told[0]!.text).toContain('as Editor.');
    expect(told[1]!.text).toContain('as Viewer.');
    expect(told[0]!.text).toContain('http://127.0.0.1:3000/app/account');

    expect(dataOf(await as(stranger, 'GET', '/api/publishers/invitations/me'))).toEqual([]);
    const pending = await as(invitee, 'GET', '/api/publishers/invitations/me');
    const [invitation] = (dataOf(pending) as unknown[]).map((item) => pendingInvitationSchema.parse(item));
    expect(invitation).toEqual({
      _id: (dataOf(sent) as { _id: string })._id,
      publisher: { _id: publisherId, name: 'Quill House' },
      permission: 'editor',
      invitedBy: 'Frances Founder',
    });

    // Only the addressee can accept it; to anyone else it does not exist.
    const theirs = await as(stranger, 'POST', `/api/publishers/invitations/${invitation!._id}/accept`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.invitationNotFound });

    const accepted = await as(invitee, 'POST', `/api/publishers/invitations/${invitation!._id}/accept`);
    expect(accepted.status).toBe(200);
    expect(publisherMembershipSchema.parse(dataOf(accepted))).toEqual({
      publisherId: { _id: publisherId, name: 'Quill House', planType: 'pro' },
      permissionLevel: 'editor',
      status: 'active',
    });
    expect(dataOf(await as(invitee, 'GET', '/api/publishers/user/me'))).toEqual([dataOf(accepted)]);
    expect(dataOf(await as(invitee, 'GET', '/api/publishers/invitations/me'))).toEqual([]);
    const twice = await as(invitee, 'POST', `/api/publishers/invitations/${invitation!._id}/accept`);
    expect(twice.status).toBe(404);

    // A member is not invited again.
    const member = await as(founder, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: invitee.email,
      permission: 'admin',
    });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({ error: 'conflict', message: PUBLISHER_MESSAGES.alreadyMember });

    // An editor may not invite; someone outside the publisher finds no publisher.
    const byEditor = await as(invitee, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: 'new.member@reeltalk.dev',
      permission: 'viewer',
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.onlyAdminsInvite });
    for (const id of [publisherId, missingId, 'not-an-id']) {
      const byStranger = await as(stranger, 'POST', `/api/publishers/${id}/invitations`, {
        email: 'new.member@reeltalk.dev',
        permission: 'viewer',
      });
      expect(byStranger.status).toBe(404);
      expect(byStranger.body).toEqual({ error: 'not_found', message: PUBLISHER_MESSAGES.notFound });
    }
    expect(await invitationRows(publisherId)).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', permission: 'viewer' }, 'Please enter a valid email address'],
    [{ email: 'someone@example.com', permission: 'viewer' }, 'Please enter a real email address'],
    [{ email: 'someone@reeltalk.dev', permission: 'owner' }, PUBLISHER_MESSAGES.permissionInvalid],
    [{ permission: 'viewer' }, 'Email is required'],
  ])('refuses the invitation %j with 400 and records nothing', async (json, message) => {
    const publisherId = await createPublisher(founder, 'Strict Books');
    const answer = await as(founder, 'POST', `/api/publishers/${publisherId}/invitations`, json);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message });
    expect(await invitationRows(publisherId)).toEqual([]);
  });

  it('is accepted only by an account whose e-mail is verified and is the invited one', async () => {
    const publisherId = await createPublisher(founder, 'Verified Books');
    // Someone who signed up with (or switched their account to) the invitee's address without receiving mail there.
    const unverified = await signUpUser({ verified: false });
    const sent = await as(founder, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: unverified.email,
      permission: 'admin',
    });
    const accept = `/api/publishers/invitations/${(dataOf(sent) as { _id: string })._id}/accept`;

    const refused = await as(unverified, 'POST', accept);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: PUBLISHER_MESSAGES.verifyEmailToAccept });
    const elsewhere = await as(stranger, 'POST', accept);
    expect(elsewhere.status, 'a verified account with another address').toBe(404);

    expect(dataOf(await as(unverified, 'GET', '/api/publishers/user/me'))).toEqual([]);
    expect(await invitationRows(publisherId)).toMatchObject([{ status: 'pending' }]);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    for (const id of [missingId, 'nope']) {
      const answer = await as(invitee, 'POST', `/api/publishers/invitations/${id}/accept`);
      expect(answer.status).toBe(404);
    }
  });
});
