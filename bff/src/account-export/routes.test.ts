import { randomUUID } from 'node:crypto';
import { accountExportStatusSchema, type AccountExportStatus } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
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
    expect((await waitForNarration(bff.url, owner.idToken, jobId)).state).toBe('completed');
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
      return data.status === 'completed' || data.status === 'failed' ? data : undefined;
    }, 'the export to finish');

  it('builds a ZIP of the projects, their script, narration and subtitles, and a manifest', async () => {
    const exportId = await start(owner);
    const done: AccountExportStatus = await finished(owner, exportId);
    expect(done).toMatchObject({ status: 'completed', percent: 100, error: null });

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
