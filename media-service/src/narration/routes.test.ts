import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { readSharedFixture } from '@reeltalk/stack';
import { jobFinished, jobView } from '../../testing/jobs.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { startTestApp, testConfig, type TestApp, waitFor } from '../../testing/test-app.ts';
import type { NarrationResult } from '@reeltalk/contracts';

const SCRIPT = 'Chapter 1\n\nThe lamp was lit.\n\nAnna opened the old book and began to read aloud.\n';
// Chapters 1 and 2 of the novel: long enough to still be running when a test acts on it.
const LONG_SCRIPT = readSharedFixture('texts/pride-and-prejudice-ch1-6.txt')
  .toString()
  .split(/^Chapter 3$/m)[0]!;

describe('narration requests', () => {
  const config = testConfig();
  let app: TestApp;
  let storage: ObjectStorage;
  let db: Kysely<Database>;
  beforeAll(async () => {
    app = await startTestApp();
    storage = new ObjectStorage(config.s3);
    db = createDatabase(config.databaseUrl);
  });
  afterAll(async () => {
    await storage?.deletePrefix('projects/');
    storage?.destroy();
    await db?.destroy();
    await app?.stop();
  });

  const uploadScript = async (projectId: string, text: string) => {
    const response = await app.request(`/projects/${projectId}/source`, scriptUpload('script.txt', text));
    expect(response.status).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };
  const narrate = async (projectId: string, body: object): Promise<string> => {
    const response = await app.request(`/projects/${projectId}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };
  const jobsOf = (projectId: string) =>
    db.selectFrom('media.jobs').select(['id', 'state']).where('project_id', '=', projectId).execute();
  const storedKeys = async (projectId: string) => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/`)) keys.push(key);
    return keys;
  };

  it('runs exactly one job when twenty narrations of one project are asked for at once', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const jobIds = await Promise.all(Array.from({ length: 20 }, () => narrate(projectId, { sourceKey })));
    expect(new Set(jobIds).size).toBe(1);
    const job = await jobFinished(app.request, jobIds[0]!);
    expect(job.state).toBe('done');
    // One row, and every paragraph read out by the engine once.
    expect(await jobsOf(projectId)).toEqual([{ id: jobIds[0], state: 'done' }]);
    expect((job.result as NarrationResult).paragraphs).toEqual({ total: 3, synthesized: 3, reused: 0 });
  });

  it('answers the narration in flight when asked again, and lets a narration of another reading replace it', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, LONG_SCRIPT);
    const first = await narrate(projectId, { sourceKey });
    expect(await narrate(projectId, { sourceKey })).toBe(first);
    const second = await narrate(projectId, { sourceKey, flowType: 'custom', prosody: { rate: 1.2 } });
    expect(second).not.toBe(first);
    expect(await narrate(projectId, { sourceKey, flowType: 'custom', prosody: { rate: 1.2 } })).toBe(second);
    expect((await jobView(app.request, first)).state).toBe('cancelled');
    const states = (await jobsOf(projectId)).map((job) => job.state).sort();
    expect(states).toEqual(['cancelled', expect.stringMatching(/^(queued|running)$/)]);
    await app.request(`/projects/${projectId}`, { method: 'DELETE' });
  });

  it('stops the narration of a deleted project and leaves nothing of it in storage', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, LONG_SCRIPT);
    const jobId = await narrate(projectId, { sourceKey });
    await waitFor(
      async () => ((await jobView(app.request, jobId)).percent >= 5 ? true : undefined),
      120_000,
      'the narration to be under way',
    );
    expect((await storedKeys(projectId)).length).toBeGreaterThan(1);

    const response = await app.request(`/projects/${projectId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    // Answered once the worker has stopped: the job is cancelled and no worker holds it.
    const job = await db.selectFrom('media.jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'cancelled', lease_owner: null });
    expect(await storedKeys(projectId)).toEqual([]);
    // Nothing is written afterwards either. The engine reads paragraphs out in the order they are asked for, so a
    // narration asked for now is done only after any paragraph the stopped worker still had under way, which would
    // be stored by then.
    const later = randomUUID();
    const laterJob = await narrate(later, { sourceKey: await uploadScript(later, SCRIPT) });
    expect((await jobFinished(app.request, laterJob)).state).toBe('done');
    expect(await storedKeys(projectId)).toEqual([]);
  });
});
