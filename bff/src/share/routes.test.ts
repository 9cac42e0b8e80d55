import { INPUT_MESSAGES } from '@reeltalk/server-kit';
import { randomUUID } from 'node:crypto';
import {
  SHARE_HEADERS,
  SHARED_URL_SECONDS,
  type CreatedShare,
  type Project,
  type ShareComment,
  type SharedProject,
  type ShareLink,
} from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { putObject } from '../../testing/object-storage.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript } from '../../testing/scripts.ts';
import { accessKeyHash } from './access-key.ts';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

const recipient = (name: string) => `${name}-${randomUUID()}@reeltalk.dev`;

async function mailTo(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${inject('bffTest').mailCatcherUrl}/api/messages`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(address));
}

/** The link's three parts, as the shared page reads them from its address. */
const partsOf = (url: string) => {
  const query = new URL(url).searchParams;
  return { pId: query.get('pId')!, uId: query.get('uId')!, key: query.get('key')! };
};

describe('share links', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  let owner: TestUser;
  let stranger: TestUser;
  let project: Project;

  const share = (user: TestUser, projectId: string, json: unknown) =>
    call(bff.url, 'POST', `/api/projects/${projectId}/share`, { token: user.idToken, json });
  const linksOf = async (projectId: string) =>
    (await call(bff.url, 'GET', `/api/projects/${projectId}/share`, { token: owner.idToken })).body as {
      data: ShareLink[];
    };
  const view = (parts: { pId: string; uId: string; key: string }) =>
    call(bff.url, 'GET', `/api/projects/${parts.pId}/share-view`, {
      headers: { [SHARE_HEADERS.owner]: parts.uId, [SHARE_HEADERS.accessKey]: parts.key },
    });
  const sharedAudio = (parts: { pId: string; uId: string; key: string }, s3Key: string) =>
    call(bff.url, 'POST', '/api/audio/presigned-url-share', {
      headers: { [SHARE_HEADERS.accessKey]: parts.key },
      json: { s3Key, projectId: parts.pId, ownerUserId: parts.uId },
    });
  const newLink = async (json: Record<string, unknown> = {}) => {
    const answer = await share(owner, project._id, { recipients: [recipient('listener')], ...json });
    expect(answer.status).toBe(201);
    return answer.body as { data: CreatedShare };
  };

  /** A narration of this length, as a finished one leaves it: the shared audio comments are pinned within. */
  const narrate = (projectId: string, seconds: number) =>
    db
      .updateTable('projects')
      .set({ audio_stems: sql`audio_stems || ${JSON.stringify({ vocal_duration: seconds })}::jsonb` })
      .where('id', '=', projectId)
      .execute();

  beforeAll(async () => {
    bff = await startTestApp();
    // Sending e-mail to others needs a verified address.
    [owner, stranger] = await Promise.all([signUpUser({ verified: true }), signUpUser()]);
    project = await createProject(bff.url, owner, 'The Lighthouse Keeper');
    project = await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    // The final mix comes from the export step; here any stored object of the project stands in for it.
    await db
      .updateTable('projects')
      .set({ audio_stems: sql`audio_stems || ${JSON.stringify({ mix: project.source_document!.key })}::jsonb` })
      .where('id', '=', project._id)
      .execute();
    await narrate(project._id, 60);
  });

  afterAll(async () => {
    await bff?.stop();
    await db.destroy();
  });

  it('e-mails each recipient the link, keeps only a hash of its key and lists it without the key', async () => {
    const [ada, bob] = [recipient('ada'), recipient('bob')];
    const answer = await share(owner, project._id, { recipients: [ada, ` ${bob.toUpperCase()} `], message: 'Enjoy!' });
    expect(answer.status).toBe(201);
    const { link, url } = (answer.body as { data: CreatedShare }).data;
    const parts = partsOf(url);
    expect(url.startsWith('http://127.0.0.1:3000/share-view?')).toBe(true);
    expect(parts).toMatchObject({ pId: project._id, uId: project.userId._id });
    expect(Buffer.from(parts.key, 'base64url')).toHaveLength(32);
    expect(link.recipients).toEqual([ada, bob]);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    for (const address of [ada, bob]) {
      const [mail] = await mailTo(address);
      expect(mail?.to).toEqual([address]);
      expect(mail?.text).toContain(url);
      expect(mail?.text).toContain('Enjoy!');
      expect(mail?.subject).toContain('The Lighthouse Keeper');
    }

    const stored = await db
      .withTables<{ share_links: { id: string; key_hash: string } }>()
      .selectFrom('share_links')
      .select('key_hash')
      .where('id', '=', link._id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(accessKeyHash(parts.key));
    expect(stored.key_hash).not.toContain(parts.key);
    const listed = (await linksOf(project._id)).data.find((each) => each._id === link._id);
    expect(listed).toEqual(link);
    expect(JSON.stringify(listed)).not.toContain(parts.key);
  });

  it('opens the summary and the final mix without signing in, and nothing else of the project', async () => {
    const CHAPTERS = [
      { title: 'The Lamp', start: 0, end: 61.5 },
      { title: 'The Storm', start: 61.5, end: 130.25 },
    ];
    // Its narration was read joyfully; 'Angry' was chosen since, without narrating again.
    await db
      .updateTable('projects')
      .set({
        audio_stems: sql`audio_stems || ${JSON.stringify({ vocal_emotions: ['Joyful'], chapters: CHAPTERS })}::jsonb`,
        emotions: JSON.stringify(['Angry']),
      })
      .where('id', '=', project._id)
      .execute();
    const parts = partsOf((await newLink()).data.url);
    const opened = await view(parts);
    expect(opened.status).toBe(200);
    const shared = (opened.body as { project: SharedProject }).project;
    expect(shared).toMatchObject({
      // The chapters' titles and times, for the page to list; none of the script's text.
      audio_stems: { mix: project.source_document!.key, chapters: CHAPTERS },
      // No voice chosen: the default voice reads it, and the summary names it.
      projectDetails: { name: 'The Lighthouse Keeper', voice: 'Ava', emotions: ['Joyful'], musicZoneCount: 0 },
      feedback: false,
    });
    expect(Object.keys(opened.body as object)).toEqual(['success', 'project']);
    expect(JSON.stringify(opened.body)).not.toMatch(/source_document|vocal"|transcript|settings/);

    const mix = await sharedAudio(parts, project.source_document!.key!);
    expect(mix.status).toBe(200);
    const { presignedUrl } = mix.body as { presignedUrl: string };
    const audio = await fetch(presignedUrl);
    expect(await audio.text()).toBe(SHORT_SCRIPT);
    // Minutes, not the owner's hour: a revoked link's listeners keep the address no longer than that.
    expect(Number(new URL(presignedUrl).searchParams.get('X-Amz-Expires'))).toBe(SHARED_URL_SECONDS);
    expect(SHARED_URL_SECONDS).toBeLessThanOrEqual(15 * 60);

    const otherKey = `projects/${project._id}/narration/paragraphs/x.wav`;
    expect(await sharedAudio(parts, otherKey)).toMatchObject({
      status: 403,
      body: { message: 'A shared link opens only the final mix of its project.' },
    });
  });

  it("downloads the mix's WAV too, under the audio title when asked to download", async () => {
    const wavKey = `projects/${project._id}/mix/${randomUUID()}.wav`;
    // A stand-in for the mix's WAV.
    await putObject(wavKey, 'wav');
    await db
      .updateTable('projects')
      .set({
        audio_stems: sql`audio_stems || ${JSON.stringify({ mix_wav: wavKey })}::jsonb`,
        video_info: JSON.stringify({ video_title_caption: 'Night Shift' }),
      })
      .where('id', '=', project._id)
      .execute();
    const parts = partsOf((await newLink()).data.url);
    const opened = (await view(parts)).body as { project: SharedProject };
    expect(opened.project.audio_stems.mix_wav).toBe(wavKey);
    const download = await call(bff.url, 'POST', '/api/audio/presigned-url-share', {
      headers: { [SHARE_HEADERS.accessKey]: parts.key },
      json: { s3Key: wavKey, projectId: parts.pId, ownerUserId: parts.uId, download: true },
    });
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    const file = await fetch((download.body as { presignedUrl: string }).presignedUrl);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Night Shift.wav"; filename*=UTF-8''Night%20Shift.wav`,
    );
    expect(await file.text()).toBe('wav');
    const played = await sharedAudio(parts, wavKey);
    const stream = await fetch((played.body as { presignedUrl: string }).presignedUrl);
    expect(stream.headers.get('content-disposition')).toBeNull();
    await stream.body?.cancel();
  });

  it('answers a tampered key, a wrong owner or project 404, a revoked link 403 and an expired one 410', async () => {
    const parts = partsOf((await newLink()).data.url);
    const tampered = { ...parts, key: `${parts.key.slice(0, -2)}${parts.key.endsWith('AA') ? 'BB' : 'AA'}` };
    expect((await view(tampered)).status).toBe(404);
    expect((await view({ ...parts, key: '' })).status).toBe(404);
    expect((await view({ ...parts, uId: stranger.uid })).status).toBe(404);
    const strangersProject = await createProject(bff.url, stranger);
    expect((await view({ ...parts, pId: strangersProject._id })).status).toBe(404);
    expect((await sharedAudio(tampered, project.source_document!.key!)).status).toBe(404);

    const expiring = await newLink();
    await db
      .withTables<{ share_links: { id: string; expires_at: Date } }>()
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.data.link._id)
      .execute();
    expect(await view(partsOf(expiring.data.url))).toMatchObject({ status: 410 });

    const revoked = await call(
      bff.url,
      'DELETE',
      `/api/projects/${project._id}/share/${(await newLink()).data.link._id}`,
      {
        token: owner.idToken,
      },
    );
    expect(revoked.status).toBe(200);
    const revokedLink = (revoked.body as { data: ShareLink }).data;
    expect(revokedLink.revokedAt).not.toBeNull();
    const links = await linksOf(project._id);
    expect(links.data.find((each) => each._id === revokedLink._id)?.revokedAt).toBe(revokedLink.revokedAt);
    expect((await view(parts)).status).toBe(200);
  });

  it('refuses a revoked link with 403, even for the mix', async () => {
    const created = await newLink();
    const parts = partsOf(created.data.url);
    await call(bff.url, 'DELETE', `/api/projects/${project._id}/share/${created.data.link._id}`, {
      token: owner.idToken,
    });
    expect((await view(parts)).status).toBe(403);
    expect((await sharedAudio(parts, project.source_document!.key!)).status).toBe(403);
  });

  it.each([
    ['an invalid e-mail', { recipients: ['not-an-address'] }, /not-an-address: Please enter a valid email address/],
    ['no recipient', { recipients: [] }, /Add at least one recipient/],
    ['a message over 1000 characters', { recipients: [recipient('x')], message: 'x'.repeat(1001) }, /at most 1000/],
    ['an unknown field', { recipients: [recipient('x')], expiresAt: '2099-01-01' }, /expiresAt/],
  ])('refuses %s with 400 and makes no link', async (_, json, message) => {
    const before = (await linksOf(project._id)).data.length;
    const answer = await share(owner, project._id, json);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(message);
    expect((await linksOf(project._id)).data).toHaveLength(before);
  });

  it("answers another user's project as missing and sends nothing", async () => {
    const address = recipient('nosy');
    const answer = await share(stranger, project._id, { recipients: [address] });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Project not found.' } });
    expect(await mailTo(address)).toEqual([]);
    const listing = await call(bff.url, 'GET', `/api/projects/${project._id}/share`, { token: stranger.idToken });
    expect(listing.status).toBe(404);
  });

  it('keeps no link when the e-mail cannot be sent', async () => {
    const unreachable = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const before = (await linksOf(project._id)).data.length;
      const answer = await call(unreachable.url, 'POST', `/api/projects/${project._id}/share`, {
        token: owner.idToken,
        json: { recipients: [recipient('lost')] },
      });
      expect(answer).toMatchObject({ status: 500, body: { error: 'internal' } });
      expect((await linksOf(project._id)).data).toHaveLength(before);
    } finally {
      await unreachable.stop();
    }
  });

  describe('listener comments', () => {
    const comment = (parts: { pId: string; uId: string; key: string }, json: unknown) =>
      call(bff.url, 'POST', `/api/projects/${parts.pId}/share-view/comments`, {
        headers: { [SHARE_HEADERS.owner]: parts.uId, [SHARE_HEADERS.accessKey]: parts.key },
        json,
      });
    const listenersRead = async (parts: { pId: string; uId: string; key: string }) =>
      (
        await call(bff.url, 'GET', `/api/projects/${parts.pId}/share-view/comments`, {
          headers: { [SHARE_HEADERS.owner]: parts.uId, [SHARE_HEADERS.accessKey]: parts.key },
        })
      ).body as { data: ShareComment[] };
    const ownerReads = async (projectId: string) =>
      (await call(bff.url, 'GET', `/api/projects/${projectId}/comments`, { token: owner.idToken })).body as {
        data: ShareComment[];
      };

    it('pins comments to a time; the owner and the listeners read them in the order of the audio', async () => {
      const feedbackProject = await createProject(bff.url, owner, 'For feedback');
      await narrate(feedbackProject._id, 50);
      const created = await share(owner, feedbackProject._id, { recipients: [recipient('critic')], feedback: true });
      const parts = partsOf((created.body as { data: CreatedShare }).data.url);
      expect(((await view(parts)).body as { project: SharedProject }).project.feedback).toBe(true);

      expect((await comment(parts, { atSeconds: 42.5, text: '  Lovely voice here  ', name: 'Ada' })).status).toBe(201);
      expect((await comment(parts, { atSeconds: 3, text: 'Music too loud' })).status).toBe(201);

      const owners = await call(bff.url, 'GET', `/api/projects/${feedbackProject._id}/comments`, {
        token: owner.idToken,
      });
      expect((owners.body as { data: unknown[] }).data).toMatchObject([
        { atSeconds: 3, name: null, text: 'Music too loud' },
        { atSeconds: 42.5, name: 'Ada', text: 'Lovely voice here' },
      ]);
      const listeners = await call(bff.url, 'GET', `/api/projects/${parts.pId}/share-view/comments`, {
        headers: { [SHARE_HEADERS.owner]: parts.uId, [SHARE_HEADERS.accessKey]: parts.key },
      });
      expect(listeners.body).toEqual(owners.body);
      const strangers = await call(bff.url, 'GET', `/api/projects/${feedbackProject._id}/comments`, {
        token: stranger.idToken,
      });
      expect(strangers.status).toBe(404);
    });

    it('refuses a comment over 1000 characters, an empty one, and any on a link that takes none', async () => {
      const feedback = partsOf((await newLink({ feedback: true })).data.url);
      expect((await comment(feedback, { atSeconds: 1, text: 'x'.repeat(1001) })).status).toBe(400);
      expect((await comment(feedback, { atSeconds: 1, text: '   ' })).status).toBe(400);
      expect((await comment(feedback, { atSeconds: -1, text: 'early' })).status).toBe(400);
      const listenOnly = partsOf((await newLink()).data.url);
      expect(await comment(listenOnly, { atSeconds: 1, text: 'hello' })).toMatchObject({
        status: 403,
        body: { message: 'This shared link does not take comments.' },
      });
    });

    it("shows a link's listeners only the comments made on that link; the owner reads every link's", async () => {
      const scoped = await createProject(bff.url, owner, 'Two audiences');
      await narrate(scoped._id, 30);
      const linkTo = async (who: string) => {
        const created = await share(owner, scoped._id, { recipients: [recipient(who)], feedback: true });
        return partsOf((created.body as { data: CreatedShare }).data.url);
      };
      const [family, critics] = [await linkTo('family'), await linkTo('critics')];
      expect((await comment(family, { atSeconds: 5, name: 'Mum', text: 'So proud of you' })).status).toBe(201);
      expect((await comment(critics, { atSeconds: 9, name: 'Reviewer', text: 'The pacing drags' })).status).toBe(201);

      expect((await listenersRead(family)).data).toMatchObject([{ name: 'Mum', text: 'So proud of you' }]);
      expect((await listenersRead(critics)).data).toMatchObject([{ name: 'Reviewer', text: 'The pacing drags' }]);
      expect((await ownerReads(scoped._id)).data.map((each) => each.name)).toEqual(['Mum', 'Reviewer']);
    });

    it.each([
      ['a billion seconds', '1e9'],
      ['the largest number JSON holds', '1.7976931348623157e308'],
      ['a number past it (Infinity)', '1.8e308'],
      ['a time before the audio', '-1'],
      ['a time after the last second', '61'],
    ])('refuses a comment pinned at %s with 400 and keeps nothing', async (_, atSeconds) => {
      const parts = partsOf((await newLink({ feedback: true })).data.url);
      const answer = await call(bff.url, 'POST', `/api/projects/${parts.pId}/share-view/comments`, {
        headers: {
          [SHARE_HEADERS.owner]: parts.uId,
          [SHARE_HEADERS.accessKey]: parts.key,
          'Content-Type': 'application/json',
        },
        rawBody: `{"atSeconds":${atSeconds},"text":"Out of time"}`,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect((await listenersRead(parts)).data).toEqual([]);
    });

    it('takes a comment anywhere from the start to the last second of the audio, and says where the audio ends', async () => {
      const parts = partsOf((await newLink({ feedback: true })).data.url);
      expect((await comment(parts, { atSeconds: 0, text: 'First word' })).status).toBe(201);
      expect((await comment(parts, { atSeconds: 60, text: 'Last word' })).status).toBe(201);
      expect(await comment(parts, { atSeconds: 75, text: 'After the end' })).toMatchObject({
        status: 400,
        body: { message: 'A comment must be pinned to a time within the audio, between 00:00 and 01:00.' },
      });
    });

    it.each([
      ['a name with a line break', { name: 'Ada\r\nBcc: everyone', text: 'Hello' }, 'The name contains characters'],
      ['a name reversed by U+202E', { name: 'Ada \u202Egnp.exe', text: 'Hello' }, 'The name contains characters'],
      ['a name with NUL', { name: 'Ada\u0000', text: 'Hello' }, INPUT_MESSAGES.notAllowed('name')],
      ['a comment with NUL', { text: 'Hello\u0000there' }, INPUT_MESSAGES.notAllowed('text')],
      ['a comment reversed by U+202E', { text: 'Nice \u202Etxt.exe' }, 'The comment contains characters'],
      ['a comment of nothing visible', { text: '\u200B\u200B' }, 'The comment must contain visible characters'],
    ])('refuses %s with 400 saying what is wrong', async (_, fields, message) => {
      const parts = partsOf((await newLink({ feedback: true })).data.url);
      const answer = await comment(parts, { atSeconds: 1, ...fields });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
      expect((await listenersRead(parts)).data).toEqual([]);
    });

    it('keeps the line breaks of a comment and stores names and texts trimmed, in NFC', async () => {
      const parts = partsOf((await newLink({ feedback: true })).data.url);
      const answer = await comment(parts, { atSeconds: 2, name: ' Zoe\u0301 ', text: 'Line one\nLine two ' });
      expect(answer.status).toBe(201);
      expect((await listenersRead(parts)).data).toMatchObject([{ name: 'Zoé', text: 'Line one\nLine two' }]);
    });

    it('takes at most ten comments a minute per link, however many are sent at once', async () => {
      const parts = partsOf((await newLink({ feedback: true })).data.url);
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => comment(parts, { atSeconds: i, text: `comment ${i}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    });
  });
});
