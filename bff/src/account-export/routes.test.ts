import { randomUUID } from 'node:crypto';
import { accountExportStatusSchema, userMusicPrefix, type AccountExportStatus } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { createDatabase } from '../db.ts';
import { uploadAvatar } from '../../testing/avatar.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { putObject } from '../../testing/object-storage.ts';
import {
  createProject,
  SHORT_SCRIPT,
  textFile,
  uploadScript,
  waitForNarration,
  waitUntil,
} from '../../testing/scripts.ts';

/** Every entry of a ZIP held in memory, by path. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
  return entries;
}

describe('data export', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let projectId: string;
  beforeAll(async () => {
    bff = await startTestApp();
    owner = await signUpUser();
    const project = await createProject(bff.url, owner, 'Night: Tales / Part 1');
    projectId = project._id;
    await uploadScript(bff.url, owner, projectId, textFile(SHORT_SCRIPT, 'my tale.txt'));
    const narration = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId, vocalType: 'default' },
    });
    const jobId = (narration.body as { data: { jobId: string } }).data.jobId;
    expect((await waitForNarration(bff.url, owner.idToken, jobId)).state).toBe('done');
    await createProject(bff.url, owner, 'An empty draft');
  }, 120_000);
  afterAll(() => bff.stop());

  const start = async (user: TestUser) => {
    const answer = await call(bff.url, 'POST', '/api/users/me/export', { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    return (answer.body as { data: { exportId: string } }).data.exportId;
  };
  const status = (user: TestUser, exportId: string) =>
    call(bff.url, 'GET', `/api/users/me/export/${exportId}`, { token: user.idToken });
  const finished = (user: TestUser, exportId: string) =>
    waitUntil(async () => {
      const answer = await status(user, exportId);
      expect(answer.status).toBe(200);
      const data = accountExportStatusSchema.parse((answer.body as { data: unknown }).data);
      return data.status === 'done' || data.status === 'failed' ? data : undefined;
    }, 'the export to finish');

  it('builds a ZIP of the projects, their script, narration and subtitles, and a manifest', async () => {
    const exportId = await start(owner);
    const done: AccountExportStatus = await finished(owner, exportId);
    expect(done).toMatchObject({ status: 'done', percent: 100, error: null });

    const download = await fetch(done.url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reeltalk-data-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''reeltalk-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const entries = await unzip(Buffer.from(await download.arrayBuffer()));

    const folder = `projects/Night_ Tales _ Part 1 (${projectId.slice(0, 8)})`;
    expect([...entries.keys()].sort()).toEqual(
      [`${folder}/narration.mp3`, `${folder}/narration.srt`, `${folder}/script.txt`, 'manifest.json'].sort(),
    );
    expect(entries.get(`${folder}/script.txt`)?.toString()).toBe(SHORT_SCRIPT);
    expect(entries.get(`${folder}/narration.srt`)?.toString()).toContain('-->');
    const mp3 = entries.get(`${folder}/narration.mp3`)!;
    expect(mp3.length).toBeGreaterThan(1000);

    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as {
      profile: { email: string };
      projects: Array<{
        folder: string;
        project: { _id: string; name: string; audio_stems: { musicZones: unknown[] } };
      }>;
      files: Array<{ path: string; size: number }>;
    };
    expect(manifest.profile.email).toBe(owner.email);
    expect(manifest.projects.map((entry) => entry.project.name).sort()).toEqual([
      'An empty draft',
      'Night: Tales / Part 1',
    ]);
    const narrated = manifest.projects.find((entry) => entry.project._id === projectId)!;
    expect(narrated.folder).toBe(folder);
    expect(narrated.project.audio_stems.musicZones).toEqual([]);
    expect(manifest.files).toContainEqual({ path: `${folder}/narration.mp3`, size: mp3.length });
  }, 120_000);

  it('holds everything the account owns: avatar, pronunciations, script versions, share links and comments, memberships, generated music, the WAV and MP4 exports', async () => {
    const db = createDatabase(inject('bffTest').databaseUrl);
    try {
      const user = await signUpUser();
      const project = await createProject(bff.url, user, 'Full House');
      await uploadScript(bff.url, user, project._id, textFile(SHORT_SCRIPT, 'house.txt'));
      const { id: userId } = await db
        .selectFrom('users')
        .select('id')
        .where('firebase_uid', '=', user.uid)
        .executeTakeFirstOrThrow();

      expect(await uploadAvatar(bff.url, user)).toBe(200);
      const publisher = await call(bff.url, 'POST', '/api/publishers', {
        token: user.idToken,
        json: { name: 'Lamp Press', plan: 'pro' },
      });
      expect(publisher.status, JSON.stringify(publisher.body)).toBe(201);

      // What the other steps leave behind, written where they write it: a second script version, a shared link
      // with a listener's comment, pronunciations, the mix as MP3 and WAV and its waveform video, generated music.
      const key = (path: string) => `projects/${project._id}/${path}`;
      const track = `${userMusicPrefix(userId)}${randomUUID()}`;
      const objects: Record<string, string> = {
        [`${track}.mp3`]: 'music bytes',
        [`${track}.preview.mp3`]: 'preview bytes',
        [key('scripts/versions/edited.json')]: '{"units":[]}',
        [key(`mix/${'1'.repeat(64)}.mp3`)]: 'mp3 bytes',
        [key(`mix/${'1'.repeat(64)}.wav`)]: 'wav bytes',
        [key(`video/${'2'.repeat(64)}.mp4`)]: 'mp4 bytes',
      };
      for (const [objectKey, body] of Object.entries(objects)) await putObject(objectKey, body);
      await sql`insert into script_versions (project_id, number, kind, script_key, word_count)
        values (${project._id}, 2, 'edit', ${key('scripts/versions/edited.json')}, 14)`.execute(db);
      await db
        .updateTable('projects')
        .set({
          audio_stems: sql<string>`audio_stems || ${JSON.stringify({
            mix: key(`mix/${'1'.repeat(64)}.mp3`),
            mix_wav: key(`mix/${'1'.repeat(64)}.wav`),
          })}::jsonb`,
        })
        .where('id', '=', project._id)
        .execute();
      await sql`insert into waveform_videos (job_id, project_id, recorded_at, video_key)
        values (gen_random_uuid(), ${project._id}, now(), ${key(`video/${'2'.repeat(64)}.mp4`)})`.execute(db);
      const link = await sql<{ id: string }>`insert into share_links
        (project_id, key_hash, recipients, message, feedback, created_by, expires_at)
        values (${project._id}, ${'f'.repeat(64)}, '["reader@example.com"]', 'Enjoy', true, ${userId}, now() + interval '30 days')
        returning id`.execute(db);
      await sql`insert into share_comments (project_id, share_link_id, at_seconds, name, text)
        values (${project._id}, ${link.rows[0]!.id}, 12.5, 'Reader', 'Lovely pause here')`.execute(db);
      await sql`insert into soundtracks (id, user_id, type, title, short_description, duration, file_key, preview_key)
        values (${randomUUID()}, ${userId}, 'user-generated', 'Rain Theme', 'Soft rain', 30,
          ${`${track}.mp3`}, ${`${track}.preview.mp3`})`.execute(db);
      await sql`insert into pronunciations (project_id, user_id, term, term_key, respelling) values
        (${project._id}, null, 'Anna', 'anna', 'AH-nah'), (null, ${userId}, 'Quay', 'quay', 'kee')`.execute(db);

      const done = await finished(user, await start(user));
      expect(done.status).toBe('done');
      const entries = await unzip(Buffer.from(await (await fetch(done.url!)).arrayBuffer()));
      const folder = `projects/Full House (${project._id.slice(0, 8)})`;
      expect(entries.get('profile/avatar.png')?.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(entries.get(`${folder}/script-versions/version-2.json`)?.toString()).toBe('{"units":[]}');
      expect(entries.get(`${folder}/mix.wav`)?.toString()).toBe('wav bytes');
      expect(entries.get(`${folder}/mix.mp3`)?.toString()).toBe('mp3 bytes');
      expect(entries.get(`${folder}/video.mp4`)?.toString()).toBe('mp4 bytes');

      const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Record<string, unknown> & {
        projects: Array<Record<string, unknown>>;
        files: Array<{ path: string }>;
      };
      expect(manifest.about).toEqual(expect.stringContaining('Everything your ReelTalk account holds'));
      expect(manifest.profile).toMatchObject({ email: user.email, avatar: 'profile/avatar.png' });
      expect(manifest.pronunciations).toEqual([expect.objectContaining({ term: 'Quay', respelling: 'kee' })]);
      expect(manifest.memberships).toEqual([{ publisher: 'Lamp Press', plan: 'pro', permissionLevel: 'owner' }]);
      const [entry] = manifest.projects;
      expect(entry!.pronunciations).toEqual([expect.objectContaining({ term: 'Anna', respelling: 'AH-nah' })]);
      expect(entry!.scriptVersions).toEqual([
        expect.objectContaining({
          number: 2,
          kind: 'edit',
          wordCount: 14,
          file: `${folder}/script-versions/version-2.json`,
        }),
      ]);
      expect(entry!.shareLinks).toEqual([
        expect.objectContaining({
          recipients: ['reader@example.com'],
          message: 'Enjoy',
          feedback: true,
          revokedAt: null,
          comments: [expect.objectContaining({ atSeconds: 12.5, name: 'Reader', text: 'Lovely pause here' })],
        }),
      ]);
      // The manifest names the very file the media-service put the track in.
      expect(manifest.soundtracks).toEqual([
        expect.objectContaining({ title: 'Rain Theme', file: expect.any(String) }),
      ]);
      const [soundtrack] = manifest.soundtracks as Array<{ file: string }>;
      expect(entries.get(soundtrack!.file)?.toString()).toBe('music bytes');
      expect(JSON.stringify(manifest)).not.toContain('f'.repeat(64));
      // Every file in the ZIP is listed in the manifest.
      expect(manifest.files.map((file) => file.path).sort()).toEqual(
        [...entries.keys()].filter((path) => path !== 'manifest.json').sort(),
      );
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("holds the comments the user wrote as a member, on another's project and their own, and no one else's", async () => {
    const db = createDatabase(inject('bffTest').databaseUrl);
    try {
      const user = await signUpUser();
      const own = await createProject(bff.url, user, 'My Own Book');
      const userIdOf = async (uid: string) =>
        (await db.selectFrom('users').select('id').where('firebase_uid', '=', uid).executeTakeFirstOrThrow()).id;
      const userId = await userIdOf(user.uid);
      // Written where POST /api/projects/:id/comments writes a member's comment (the owner's project is shared with
      // the user through a publisher in the app; the rows are the same).
      await sql`insert into share_comments (project_id, author_user_id, at_seconds, text) values
        (${projectId}, ${userId}, 3.5, 'The pause here is too long')`.execute(db);
      await sql`insert into share_comments (project_id, author_user_id, at_seconds, text) values
        (${own._id}, ${userId}, 0, 'Note to self')`.execute(db);
      await sql`insert into share_comments (project_id, author_user_id, at_seconds, text) values
        (${projectId}, ${await userIdOf(owner.uid)}, 4, 'The owner speaks')`.execute(db);

      const done = await finished(user, await start(user));
      expect(done.status).toBe('done');
      const entries = await unzip(Buffer.from(await (await fetch(done.url!)).arrayBuffer()));
      const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as { about: string; comments: unknown };
      expect(manifest.about).toContain('the comments you left on projects as a member');
      expect(manifest.comments).toEqual([
        {
          projectId,
          projectName: 'Night: Tales / Part 1',
          atSeconds: 3.5,
          text: 'The pause here is too long',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        {
          projectId: own._id,
          projectName: 'My Own Book',
          atSeconds: 0,
          text: 'Note to self',
          createdAt: expect.any(String),
        },
      ]);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("answers another user's export exactly as one that does not exist", async () => {
    const exportId = await start(owner);
    const stranger = await signUpUser();
    const theirs = await status(stranger, exportId);
    const missing = await status(stranger, randomUUID());
    const malformed = await status(stranger, 'not-an-id');
    expect([theirs.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    expect(theirs.body).toEqual(missing.body);
    expect(malformed.body).toEqual(missing.body);
    await finished(owner, exportId);
  }, 120_000);

  it('exports a user without projects as a manifest alone', async () => {
    const user = await signUpUser();
    const done = await finished(user, await start(user));
    const entries = await unzip(Buffer.from(await (await fetch(done.url!)).arrayBuffer()));
    expect([...entries.keys()]).toEqual(['manifest.json']);
    expect(JSON.parse(entries.get('manifest.json')!.toString())).toMatchObject({ projects: [], files: [] });
  });
});
