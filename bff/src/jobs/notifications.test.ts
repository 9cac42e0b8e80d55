import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { startMediaProxy } from '../../testing/media-proxy.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitUntil } from '../../testing/scripts.ts';
import { BFF_JOBS_LISTENER } from './notifications.ts';

type Bff = Awaited<ReturnType<typeof startTestApp>>;

describe('finished narrations reach the project as soon as they finish', () => {
  const stack = inject('bffTest');
  const db = createDatabase(stack.databaseUrl);
  let owner: TestUser;
  const started: Bff[] = [];
  const startBff = async (env: Record<string, string> = {}) => {
    const bff = await startTestApp(env);
    started.push(bff);
    return bff;
  };

  beforeAll(async () => {
    owner = await signUpUser();
  });
  afterAll(async () => {
    for (const bff of started) await bff.stop().catch(() => {});
    await db.destroy();
  });

  const mediaJobState = async (jobId: string) =>
    (await sql<{ state: string }>`select state from media.jobs where id = ${jobId}`.execute(db)).rows[0]?.state;
  const jobDone = (jobId: string) =>
    waitUntil(async () => ((await mediaJobState(jobId)) === 'done' ? true : undefined), `job ${jobId} to be done`);
  /** The library list (GET /api/projects), which only ever reads what the bff has recorded. */
  const listed = async (bff: Bff, projectId: string) => {
    const answer = await call(bff.url, 'GET', '/api/projects', { token: owner.idToken });
    expect(answer.status).toBe(200);
    return (answer.body as { data: Array<{ _id: string; audio_stems: { vocal: string | null } }> }).data.find(
      (project) => project._id === projectId,
    );
  };
  const listedNarrated = (bff: Bff, projectId: string) =>
    waitUntil(async () => {
      const project = await listed(bff, projectId);
      return project?.audio_stems.vocal ? project : undefined;
    }, 'the library to list the project narrated');
  const narrate = async (bff: Bff, script: string) => {
    const project = await createProject(bff.url, owner);
    await uploadScript(bff.url, owner, project._id, textFile(script));
    const answer = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId: project._id },
    });
    expect(answer.status).toBe(202);
    return { projectId: project._id, jobId: (answer.body as { data: { jobId: string } }).data.jobId };
  };

  it('lists a project narrated after its media-service went away before anyone read the project', async () => {
    // This bff reaches the media-service only through the proxy: stopping the proxy takes its media-service away.
    const media = await startMediaProxy(stack.mediaServiceUrl);
    try {
      const bff = await startBff({ MEDIA_SERVICE_URL: media.url });
      const { projectId, jobId } = await narrate(bff, SHORT_SCRIPT);
      await jobDone(jobId);
      await media.stop();
      const project = await listedNarrated(bff, projectId);
      expect(project.audio_stems.vocal).toContain(`/${jobId}/`);
    } finally {
      await media.stop();
    }
  });

  it('records on starting a narration that finished while no bff was listening', { timeout: 240_000 }, async () => {
    const first = await startBff();
    const { projectId, jobId } = await narrate(first, SHORT_SCRIPT);
    // The media-service cannot write the job's end while its row is held: it ends only once the first bff is gone.
    await db.transaction().execute(async (trx) => {
      const held = await sql<{ state: string }>`select state from media.jobs where id = ${jobId} for update`.execute(
        trx,
      );
      expect(held.rows[0]?.state, 'the narration ended before its row was held').not.toBe('done');
      await first.stop();
    });
    await jobDone(jobId);
    const second = await startBff();
    expect((await listedNarrated(second, projectId)).audio_stems.vocal).toContain(`/${jobId}/`);
  });

  it('listens again after losing its connection, and misses nothing meanwhile', { timeout: 240_000 }, async () => {
    const bff = await startBff();
    const { projectId, jobId } = await narrate(bff, SHORT_SCRIPT);
    const cut = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = ${BFF_JOBS_LISTENER}`.execute(
      db,
    );
    expect(cut.rows.length).toBeGreaterThan(0);
    expect(await mediaJobState(jobId), 'the narration ended before the connection was cut').not.toBe('done');
    await jobDone(jobId);
    expect((await listedNarrated(bff, projectId)).audio_stems.vocal).toContain(`/${jobId}/`);
  });
});
