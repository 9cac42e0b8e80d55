import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import type { MixTables } from '../mix/table.ts';
import { signUpUser, startTestApp } from '../testing/harness.ts';
import { createProject } from '../testing/scripts.ts';
import { jobRows } from './job-rows.ts';

describe("a kind's job rows", () => {
  const stack = inject('bffTest');
  const db = createDatabase(stack.databaseUrl);
  const mixes = jobRows(db.withTables<MixTables>(), 'mixes');
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let projectId: string;
  beforeAll(async () => {
    bff = await startTestApp();
    projectId = (await createProject(bff.url, await signUpUser()))._id;
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it('records a job once, however many requests join it, and keeps it in flight until it fails', async () => {
    const jobId = randomUUID();
    await mixes.insert(jobId, projectId);
    await mixes.insert(jobId, projectId);
    expect(await mixes.find(jobId)).toMatchObject({ job_id: jobId, project_id: projectId, state: 'queued' });
    expect((await mixes.inFlight()).filter((job) => job.jobId === jobId)).toEqual([{ jobId, projectId }]);
    await mixes.settle(jobId, 'active');
    expect(await mixes.inFlight()).toContainEqual({ jobId, projectId });
    await mixes.settle(jobId, 'failed');
    expect(await mixes.inFlight()).not.toContainEqual({ jobId, projectId });
    await mixes.settle(jobId, 'active');
    expect(await mixes.find(jobId)).toMatchObject({ state: 'failed' });
  });

  it("answers the project's most recent job, whatever became of it", async () => {
    const earlier = randomUUID();
    const later = randomUUID();
    await mixes.insert(earlier, projectId);
    await mixes.settle(earlier, 'failed');
    await mixes.insert(later, projectId);
    await mixes.settle(later, 'failed');
    expect(await mixes.latest(projectId)).toMatchObject({ job_id: later, state: 'failed' });
    expect(await mixes.latest(randomUUID())).toBeUndefined();
  });
});
