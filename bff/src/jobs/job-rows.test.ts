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

  it('records a job once, however many requests join it, and its end once', async () => {
    const jobId = randomUUID();
    await mixes.insert(jobId, own.project);
    await mixes.insert(jobId, own.project);
    expect(await mixes.find(jobId)).toMatchObject({ job_id: jobId, project_id: own.project, recorded_at: null });
    expect((await mixes.unrecorded()).filter((job) => job.jobId === jobId)).toEqual([
      { jobId, projectId: own.project },
    ]);
    await mixes.recordNoResult(jobId);
    const recorded = await mixes.find(jobId);
    expect(recorded?.recorded_at).toBeInstanceOf(Date);
    expect(await mixes.unrecorded()).not.toContainEqual({ jobId, projectId: own.project });
    await mixes.recordNoResult(jobId);
    expect(await mixes.find(jobId)).toEqual(recorded);
  });
});
