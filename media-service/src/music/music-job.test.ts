import { randomUUID } from 'node:crypto';
import type { MusicResult } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished, jobView } from '../../testing/jobs.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { MUSIC_LEASE, storedSeconds } from '../../testing/music.ts';
import { testConfig, waitFor } from '../../testing/test-app.ts';

describe('music jobs in the media-service process', () => {
  const config = testConfig();
  const owner = `owner-${randomUUID()}`;
  const project = randomUUID();
  let storage: ObjectStorage;
  const db = createDatabase(config.databaseUrl);
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    storage = new ObjectStorage(config.s3);
    service = await startServiceProcess(MUSIC_LEASE);
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`music/users/${owner}/`);
    storage.destroy();
    await db.destroy();
  });

  const compose = (body: Record<string, unknown>, projectId = project) =>
    service!.request(`/projects/${projectId}/music`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ownerId: owner, prompt: 'slow melancholic piano', trackName: 'Rain', ...body }),
    });
  const started = async (body: Record<string, unknown>, projectId = project) => {
    const response = await compose(body, projectId);
    expect(response.status, await response.clone().text()).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };
  const secondsOf = (key: string) => storedSeconds(storage, config.ffmpegPath, key);
  const ownerKeys = async () => {
    const keys: string[] = [];
    for await (const key of storage.list(`music/users/${owner}/`)) keys.push(key);
    return keys.sort();
  };

  it(
    'composes a track: an MP3 of the asked length and a 30 s preview, under its owner',
    { timeout: 180_000 },
    async () => {
      const jobId = await started({ durationSeconds: 45, seed: 7 });
      const job = await jobFinished(service!.request, jobId);
      expect(job, service!.output()).toMatchObject({ state: 'done', stage: 'Music generated!', percent: 100 });
      const result = job.result as MusicResult;
      expect(result).toMatchObject({
        file: `music/users/${owner}/${jobId}.mp3`,
        preview: `music/users/${owner}/${jobId}.preview.mp3`,
        durationSeconds: 45,
        plan: { tempo: expect.any(Number), key: expect.any(String), mode: expect.any(String) },
      });
      expect(await secondsOf(result.file)).toBeCloseTo(45, 1);
      expect(await secondsOf(result.preview)).toBeCloseTo(30, 1);
      expect((await storage.head(result.file))?.contentType).toBe('audio/mpeg');
    },
  );

  it.each([
    ['a duration not offered', { durationSeconds: 20 }],
    ['an empty prompt', { durationSeconds: 15, prompt: '  ' }],
    ['an empty track name', { durationSeconds: 15, trackName: '' }],
    ['an owner id that would leave its folder', { durationSeconds: 15, ownerId: '../other' }],
  ])('refuses %s and queues nothing', async (_, body) => {
    const projectId = randomUUID();
    const response = await compose(body, projectId);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    const { rows } = await sql`select id from media.jobs where project_id = ${projectId}`.execute(db);
    expect(rows).toEqual([]);
  });

  it(
    'stops when its project is deleted, and the owner keeps the tracks made before',
    { timeout: 180_000 },
    async () => {
      const kept = await ownerKeys();
      expect(kept.length).toBeGreaterThan(0);
      const jobId = await started({ durationSeconds: 60, seed: 3 });
      await waitFor(
        async () => ((await jobView(service!.request, jobId)).state === 'running' ? true : undefined),
        60_000,
        'the music to be under way',
      );
      const deleted = await service!.request(`/projects/${project}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect((await jobView(service!.request, jobId)).state).toBe('cancelled');
      expect(await ownerKeys()).toEqual(kept);
    },
  );
});
