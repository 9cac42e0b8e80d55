import { randomUUID } from 'node:crypto';
import { JOB_KINDS, type JobState } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

describe('POST /jobs/query', () => {
  const db = createDatabase(testConfig().databaseUrl);
  const [owner, other] = [randomUUID(), randomUUID()];
  const [project, otherProject] = [randomUUID(), randomUUID()];
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
    await db.destroy();
  });

  /** A job as the queue stores it, due only far ahead so no worker takes it; `ago` orders them by age. */
  const stored = async (kind: string, projectId: string, ownerId: string, state: JobState, ago: number) => {
    const id = randomUUID();
    await sql`insert into media.jobs (id, kind, project_id, owner_id, state, stage, input, run_after, created_at)
      values (${id}, ${kind}, ${projectId}, ${ownerId}, ${state}, 'Waiting to start...', '{}'::jsonb,
        now() + interval '1 day', now() - make_interval(secs => ${ago}))`.execute(db);
    return id;
  };
  const query = async (body: unknown) => {
    const response = await app.request('/jobs/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { jobs: Array<{ jobId: string }> } };
  };
  const ids = async (body: unknown) => (await query(body)).body.jobs.map((job) => job.jobId);

  it("answers a project's, an owner's or the named jobs of the kinds asked, newest first", async () => {
    const oldMusic = await stored(JOB_KINDS.music, project, owner, 'done', 30);
    const queuedMusic = await stored(JOB_KINDS.music, project, owner, 'queued', 20);
    const mix = await stored(JOB_KINDS.mix, project, owner, 'running', 10);
    const elsewhere = await stored(JOB_KINDS.music, otherProject, owner, 'running', 5);
    const othersMusic = await stored(JOB_KINDS.music, project, other, 'failed', 1);

    expect(await ids({ kinds: [JOB_KINDS.music], projectId: project })).toEqual([othersMusic, queuedMusic, oldMusic]);
    expect(await ids({ kinds: [JOB_KINDS.music], ownerId: owner, inFlight: true })).toEqual([elsewhere, queuedMusic]);
    expect(await ids({ kinds: [JOB_KINDS.music, JOB_KINDS.mix], projectId: project, latest: true })).toEqual([
      othersMusic,
      mix,
    ]);
    expect(await ids({ kinds: [JOB_KINDS.music], jobIds: [oldMusic, mix, randomUUID()] })).toEqual([oldMusic]);
    expect(await ids({ kinds: [JOB_KINDS.music], jobIds: [] })).toEqual([]);
  });

  it("refuses a query naming no project, owner or job ids, which would list everyone's", async () => {
    expect((await query({ kinds: [JOB_KINDS.music] })).status).toBe(400);
    expect((await query({ kinds: [], projectId: project })).status).toBe(400);
  });
});
