import {
  AUDIOBOOK_FORMATS,
  audiobookFormatListSchema,
  audiobookFormatStateSchema,
  EXPORT_MESSAGES,
  type AudiobookFormatState,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { giveProjectMixedBook } from '../../testing/mix.ts';
import { createProject, waitUntil } from '../../testing/scripts.ts';
import { AUDIOBOOK_FORMAT_MESSAGES } from './service.ts';

const SECONDS = 4;

describe('/api/projects/:id/audiobook-formats', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  const db = createDatabase(inject('bffTest').databaseUrl);
  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  const formats = (user: TestUser, projectId: string, method = 'GET', format = '', json?: unknown) =>
    call(bff.url, method, `/api/projects/${projectId}/audiobook-formats${format && `/${format}`}`, {
      token: user.idToken,
      json,
    });
  const stateOf = (answer: { body: unknown }): AudiobookFormatState =>
    audiobookFormatStateSchema.parse((answer.body as { data: unknown }).data);

  it('says what to do while the project has no narration or no mix, and starts nothing', async () => {
    const project = await createProject(bff.url, owner);
    const unnarrated = await formats(owner, project._id, 'POST', 'm4b', {});
    expect(unnarrated.status).toBe(409);
    expect(unnarrated.body).toEqual({ error: 'conflict', message: AUDIOBOOK_FORMAT_MESSAGES.noNarration });

    await giveProjectMixedBook(db, project._id, SECONDS, { mixed: false });
    const unmixed = await formats(owner, project._id, 'POST', 'm4b', {});
    expect(unmixed.status, JSON.stringify(unmixed.body)).toBe(409);
    expect(unmixed.body).toEqual({ error: 'conflict', message: EXPORT_MESSAGES.noMixedAudio });
    // Listed with their estimates all the same: what the export step offers before it mixes.
    const listed = await formats(owner, project._id);
    expect(listed.status).toBe(200);
    const { formats: offered } = audiobookFormatListSchema.parse((listed.body as { data: unknown }).data);
    expect(offered.map((format) => format.format)).toEqual([...AUDIOBOOK_FORMATS]);
    for (const format of offered) {
      expect(format).toMatchObject({ job: null, file: null });
      expect(format.estimatedBytes).toBeGreaterThan(0);
    }
    expect(await storedObjects(`projects/${project._id}/audiobook/`)).toEqual([]);
  });

  it("answers someone else's project as missing, and makes nothing", async () => {
    const project = await createProject(bff.url, owner);
    await giveProjectMixedBook(db, project._id, SECONDS);
    for (const answer of [
      await formats(stranger, project._id),
      await formats(stranger, project._id, 'GET', 'm4b'),
      await formats(stranger, project._id, 'POST', 'm4b', {}),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect(stateOf(await formats(owner, project._id, 'GET', 'm4b'))).toMatchObject({ job: null, file: null });
  });

  it('refuses a format it does not know, and options for any format but the ACX package', async () => {
    const project = await createProject(bff.url, owner);
    await giveProjectMixedBook(db, project._id, SECONDS);
    expect((await formats(owner, project._id, 'POST', 'mp4', {})).status).toBe(404);
    const withOptions = await formats(owner, project._id, 'POST', 'm4b', { stereo: true });
    expect(withOptions.status).toBe(400);
    expect(withOptions.body).toMatchObject({ message: AUDIOBOOK_FORMAT_MESSAGES.optionsOnlyForAcx });
    const pastTheEnd = await formats(owner, project._id, 'POST', 'acx', { retailSample: { start: 1, end: 60 } });
    expect(pastTheEnd.status).toBe(400);
    expect(pastTheEnd.body).toMatchObject({ message: AUDIOBOOK_FORMAT_MESSAGES.retailSampleBeyondBook(SECONDS) });
  });

  it(
    "makes the owner's M4B as a job, answers it as a download named after the title, and reuses it when nothing changed",
    { timeout: 120_000 },
    async () => {
      const project = await createProject(bff.url, owner, 'Night: "Part 1"');
      await giveProjectMixedBook(db, project._id, SECONDS);
      const posted = await formats(owner, project._id, 'POST', 'm4b', {});
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const started = stateOf(posted);
      expect(started.file).toBeNull();
      expect(started.job?.state).toMatch(/queued|running/);

      const done = await waitUntil(async () => {
        const state = stateOf(await formats(owner, project._id, 'GET', 'm4b'));
        return state.job?.state === 'done' || state.job?.state === 'failed' ? state : undefined;
      }, 'the M4B job');
      expect(done.job).toMatchObject({ jobId: started.job!.jobId, state: 'done', percent: 100 });
      // What file systems refuse in a name (":" and quotes) is left out of it.
      expect(done.file).toMatchObject({ name: 'Night Part 1.m4b', report: null });
      const download = await fetch(done.file!.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Night%20Part%201.m4b");
      expect((await download.arrayBuffer()).byteLength).toBe(done.file!.bytes);

      const again = stateOf(await formats(owner, project._id, 'POST', 'm4b', {}));
      expect(again).toMatchObject({ job: null, file: { bytes: done.file!.bytes, name: done.file!.name } });
      expect(await storedObjects(`projects/${project._id}/audiobook/`)).toHaveLength(1);

      // Renamed: the stored M4B carries the old title, so it is no longer offered.
      const renamed = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        json: { name: 'Morning' },
      });
      expect(renamed.status).toBe(200);
      expect(stateOf(await formats(owner, project._id, 'GET', 'm4b')).file).toBeNull();
    },
  );
});
