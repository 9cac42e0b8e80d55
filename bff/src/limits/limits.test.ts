import { randomUUID } from 'node:crypto';
import { JOB_KINDS, SHARE_HEADERS, type CreatedShare, type Project } from '@reeltalk/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signUpUser, startTestApp, type ApiAnswer, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';
import { LIMIT_MESSAGES } from './service.ts';

interface CaughtMail {
  to: string[];
}

const recipient = (name: string) => `${name}-${randomUUID()}@reeltalk.dev`;
const recipients = (count: number) => Array.from({ length: count }, (_, i) => recipient(`listener${i}`));

async function mailTo(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${inject('bffTest').mailCatcherUrl}/api/messages`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(address));
}

/** Small limits, so each can be reached in a few calls; an unverified account gets a quarter (at least 1). */
const SMALL_LIMITS = {
  LIMIT_EMAILS_PER_HOUR: '20',
  LIMIT_EMAILS_PER_RECIPIENT_PER_DAY: '2',
  LIMIT_COMMENTS_PER_ADDRESS_PER_HOUR: '2',
  LIMIT_EXPORT_JOBS_PER_HOUR: '4',
  LIMIT_MUSIC_JOBS_PER_HOUR: '8',
  LIMIT_UPLOADS_PER_HOUR: '3',
  LIMIT_QUEUED_JOBS_PER_KIND: '4',
  LIMIT_UNVERIFIED_FRACTION: '0.25',
};

/** A 429 says what was limited and when to try again, in its message and in Retry-After (seconds, within `max`). */
function expectLimited(answer: ApiAnswer, words: string, max: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(answer.body).toMatchObject({ error: 'too_many_requests' });
  const { message } = answer.body as { message: string };
  expect(message).toContain(words);
  expect(message).toMatch(/Please try again (in \d+ (second|minute|hour)s?|when one has finished)\.$/);
}

describe('limits on what one account can make others pay for', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);

  const share = (user: TestUser, projectId: string, json: unknown, url = bff.url) =>
    call(url, 'POST', `/api/projects/${projectId}/share`, { token: user.idToken, json });
  const invite = async (user: TestUser, email: string) => {
    const created = await call(bff.url, 'POST', '/api/publishers', {
      token: user.idToken,
      json: { name: `Press ${randomUUID().slice(0, 8)}`, plan: 'pro' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const publisherId = (created.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    return call(bff.url, 'POST', `/api/publishers/${publisherId}/invitations`, {
      token: user.idToken,
      json: { email, permission: 'viewer' },
    });
  };
  const exportData = (user: TestUser) => call(bff.url, 'POST', '/api/users/me/export', { token: user.idToken });

  beforeAll(async () => {
    [bff, second] = await Promise.all([startTestApp(SMALL_LIMITS), startTestApp(SMALL_LIMITS)]);
  });

  afterAll(async () => {
    await Promise.all([bff?.stop(), second?.stop()]);
    await db.destroy();
  });

  it('refuses the 21st e-mail of an account in an hour with 429 and Retry-After, sending nothing of it', async () => {
    const owner = await signUpUser({ verified: true });
    const project = await createProject(bff.url, owner, 'Twenty listeners');
    const first = recipients(20);
    expect((await share(owner, project._id, { recipients: first })).status).toBe(201);
    const late = recipient('late');
    expectLimited(await share(owner, project._id, { recipients: [late] }), 'e-mails sent from your account', 3600);
    expect(await mailTo(late)).toEqual([]);
    const links = await call(bff.url, 'GET', `/api/projects/${project._id}/share`, { token: owner.idToken });
    expect((links.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it("caps one recipient's e-mails a day across senders, and sends none of a refused share", async () => {
    const [ada, bob] = await Promise.all([signUpUser({ verified: true }), signUpUser({ verified: true })]);
    const adasProject = await createProject(bff.url, ada, 'From Ada');
    const target = recipient('target');
    expect((await share(ada, adasProject._id, { recipients: [target] })).status).toBe(201);
    expect((await invite(bob, target)).status).toBe(201);
    expect(await mailTo(target)).toHaveLength(2);

    const bystander = recipient('bystander');
    const third = await share(ada, adasProject._id, { recipients: [bystander, target] });
    expectLimited(third, `e-mails to ${target}`, 24 * 3600);
    expect(await mailTo(bystander)).toEqual([]);
    expect(await mailTo(target)).toHaveLength(2);
    // The refused share took nothing from Ada's own e-mails: the bystander alone still goes.
    expect((await share(ada, adasProject._id, { recipients: [bystander] })).status).toBe(201);
  });

  it('lets no unverified account send e-mail to others (403) and gives it lower job limits', async () => {
    const [unverified, verified] = await Promise.all([signUpUser({ verified: false }), signUpUser({ verified: true })]);
    const project = await createProject(bff.url, unverified, 'Not yet verified');
    const listener = recipient('listener');
    expect(await share(unverified, project._id, { recipients: [listener] })).toMatchObject({
      status: 403,
      body: { message: LIMIT_MESSAGES.verifyFirst },
    });
    const invitee = recipient('invitee');
    expect(await invite(unverified, invitee)).toMatchObject({
      status: 403,
      body: { message: LIMIT_MESSAGES.verifyFirst },
    });
    expect([...(await mailTo(listener)), ...(await mailTo(invitee))]).toEqual([]);

    // Data exports: 4 an hour for a verified account, a quarter of that (1) for an unverified one.
    expect((await exportData(unverified)).status).toBe(202);
    expectLimited(await exportData(unverified), 'data exports started', 3600);
    for (let i = 0; i < 4; i += 1) expect((await exportData(verified)).status).toBe(202);
    expectLimited(await exportData(verified), 'data exports started', 3600);
  });

  it('counts listener comments by network address, across links', async () => {
    const owner = await signUpUser({ verified: true });
    const project = await createProject(bff.url, owner, 'For feedback');
    const created = await share(owner, project._id, { recipients: [recipient('critic')], feedback: true });
    const query = new URL((created.body as { data: CreatedShare }).data.url).searchParams;
    const comment = (address: string, text: string) =>
      call(bff.url, 'POST', `/api/projects/${project._id}/share-view/comments`, {
        headers: {
          [SHARE_HEADERS.owner]: query.get('uId')!,
          [SHARE_HEADERS.accessKey]: query.get('key')!,
          // As the shell's /api proxy writes it.
          'X-Forwarded-For': address,
        },
        // The project has no narration yet, so a comment can only be pinned at its start.
        json: { atSeconds: 0, text },
      });
    expect((await comment('203.0.113.5', 'one')).status).toBe(201);
    expect((await comment('203.0.113.5', 'two')).status).toBe(201);
    expectLimited(await comment('203.0.113.5', 'three'), 'comments from your network address', 3600);
    expect((await comment('203.0.113.6', 'from elsewhere')).status).toBe(201);
  });

  it('refuses a job submission past the queue of its kind, counting the jobs in flight', async () => {
    const user = await signUpUser({ verified: true });
    const project: Project = await createProject(bff.url, user, 'Queued music');
    // Four generations in flight, as the job record holds them, due only far ahead so no worker takes them.
    await sql`insert into media.jobs (id, kind, project_id, owner_id, state, stage, input, run_after)
      select gen_random_uuid(), ${JOB_KINDS.music}, ${project._id}, ${project.userId._id}, 'queued',
        'Waiting to start...', '{}'::jsonb, now() + interval '1 day'
      from generate_series(1, 4)`.execute(db);
    const generate = await call(bff.url, 'POST', '/api/music/generate', {
      token: user.idToken,
      json: { projectId: project._id, duration: 15, prompt_description: 'calm piano', track_name: 'Fifth' },
    });
    expectLimited(generate, 'You already have 4 music generations waiting or running: at most 4 at once', 60);
  });

  it('caps uploads an hour, counted in Postgres: a second bff on the same database sees the same count', async () => {
    const user = await signUpUser({ verified: true });
    const picture = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 80, b: 40 } } })
            .png()
            .toBuffer(),
        ),
      ],
      'me.png',
      { type: 'image/png' },
    );
    const sendAvatar = async (url: string): Promise<ApiAnswer> => {
      const form = new FormData();
      form.append('avatar', picture);
      const response = await fetch(`${url}/api/users/avatar`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.idToken}` },
        body: form,
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    expect((await sendAvatar(bff.url)).status).toBe(200);
    expect((await sendAvatar(second.url)).status).toBe(200);
    expect((await sendAvatar(bff.url)).status).toBe(200);
    expectLimited(await sendAvatar(second.url), 'uploads', 3600);

    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    const row = await db
      .withTables<{ rate_limits: { key: string; points: number } }>()
      .selectFrom('rate_limits')
      .select('points')
      .where('key', '=', `uploads:${id}`)
      .executeTakeFirstOrThrow();
    expect(row.points).toBe(4);
  });
});
