import { randomUUID } from 'node:crypto';
import type { MusicResult } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished, jobUnderWay } from '../../testing/jobs.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';
import { MUSIC_LEASE, storedSeconds } from '../../testing/music.ts';

describe('a music generation whose worker is killed', () => {
  const config = testConfig();
  const owner = `owner-${randomUUID()}`;
  const storage = new ObjectStorage(config.s3);
  const db = createDatabase(config.databaseUrl);
  let service: ServiceProcess | undefined;

  const ownerKeys = async () => {
    const keys: string[] = [];
    for await (const key of storage.list(`music/users/${owner}/`)) keys.push(key);
    return keys.sort();
  };

  beforeAll(async () => {
    service = await startServiceProcess(MUSIC_LEASE);
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`music/users/${owner}/`);
    storage.destroy();
    await db.destroy();
  });

  it('is made once, under the same keys, when killed and started again', { timeout: 300_000 }, async () => {
    const response = await service!.request(`/projects/${randomUUID()}/music`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ownerId: owner,
        prompt: 'tense cinematic strings with low drums',
        trackName: 'Storm',
        durationSeconds: 60,
        seed: 11,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    await jobUnderWay(
      service!.request,
      jobId,
      (job) => job.stage === 'Rendering music...',
      'the music to be rendering',
    );
    await service!.kill();
    service = await startServiceProcess(MUSIC_LEASE);
    const job = await jobFinished(service.request, jobId, 240_000);
    expect(job, service.output()).toMatchObject({ state: 'done', percent: 100 });
    const { rows } = await sql<{ attempts: number }>`select attempts from media.jobs where id = ${jobId}`.execute(db);
    expect(rows[0]?.attempts).toBe(2);
    const result = job.result as MusicResult;
    expect(await ownerKeys()).toEqual([result.file, result.preview].sort());
    expect(await storedSeconds(storage, config.ffmpegPath, result.file)).toBeCloseTo(60, 1);
  });
});
