import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import type { MixTables } from '../mix/table.ts';
import { userWithProject } from '../../testing/security/user-fixture.ts';
import { jobRows } from './job-rows.ts';

describe("a kind's job rows", () => {
  const stack = inject('bffTest');
  const db = createDatabase(stack.databaseUrl);
  const mixes = jobRows(db.withTables<MixTables>(), 'mixes');
  const own = userWithProject();
  afterAll(() => db.destroy());

  it('records a job once, however many requests join it, and keeps it in flight until it fails', async () => {
    const jobId = randomUUID();
    await mixes.insert(jobId, own.project);
    await mixes.insert(jobId, own.project);
    expect(await mixes.find(jobId)).toMatchObject({ job_id: jobId, project_id: own.project, state: 'queued' });
    expect((await mixes.inFlight()).filter((job) => job.jobId === jobId)).toEqual([{ jobId, projectId: own.project }]);
    await mixes.settle(jobId, 'active');
    expect(await mixes.inFlight()).toContainEqual({ jobId, projectId: own.project });
    await mixes.settle(jobId, 'failed');
    expect(await mixes.inFlight()).not.toContainEqual({ jobId, projectId: own.project });
    await mixes.settle(jobId, 'active');
    expect(await mixes.find(jobId)).toMatchObject({ state: 'failed' });
  });

  it("answers the project's most recent job, whatever became of it", async () => {
    const earlier = randomUUID();
    const later = randomUUID();
    await mixes.insert(earlier, own.project);
    await mixes.settle(earlier, 'failed');
    await mixes.insert(later, own.project);
    await mixes.settle(later, 'failed');
    expect(await mixes.latest(own.project)).toMatchObject({ job_id: later, state: 'failed' });
    expect(await mixes.latest(randomUUID())).toBeUndefined();
  });
});
