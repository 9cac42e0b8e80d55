import { randomUUID } from 'node:crypto';
import type { MusicResult } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio } from '../audio/index.ts';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished, jobView } from '../../testing/jobs.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig, waitFor } from '../../testing/test-app.ts';

// Rendering holds the event loop for seconds at a time on a busy machine: a lease of a few seconds would go stale
// under a live worker and the job would be taken over once more than the kill explains.
const LEASE = { JOB_HEARTBEAT_SECONDS: '1', JOB_STALE_SECONDS: '10' };

const SAMPLE_RATE = 8000;

describe('music jobs in the media-service process', () => {
  const config = testConfig();
  const owner = `owner-${randomUUID()}`;
  const project = randomUUID();
  let storage: ObjectStorage;
  const db = createDatabase(config.databaseUrl);
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    storage = new ObjectStorage(config.s3);
    service = await startServiceProcess(LEASE);
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
  /** Seconds of an stored MP3, decoded. */
  const secondsOf = async (key: string) => {
    let samples = 0;
    for await (const block of decodeAudio(await storage.getBuffer(key), {
      ffmpegPath: config.ffmpegPath,
      sampleRate: SAMPLE_RATE,
      format: 'mp3',
    })) {
      samples += block.length;
    }
    return samples / SAMPLE_RATE;
  };
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
    'is made once, under the same keys, when its worker is killed and started again',
    { timeout: 300_000 },
    async () => {
      const before = await ownerKeys();
      const jobId = await started({ durationSeconds: 60, seed: 11, prompt: 'tense cinematic strings with low drums' });
      await waitFor(
        async () => {
          const job = await jobView(service!.request, jobId);
          if (job.state === 'done' || job.state === 'failed')
            throw new Error(`the job ended before the kill: ${job.state}`);
          return job.stage === 'Rendering music...' ? job : undefined;
        },
        120_000,
        'the music to be rendering',
      );
      await service!.kill();
      service = await startServiceProcess(LEASE);
      const job = await jobFinished(service.request, jobId, 240_000);
      expect(job, service.output()).toMatchObject({ state: 'done', percent: 100 });
      const { rows } = await sql<{ attempts: number }>`select attempts from media.jobs where id = ${jobId}`.execute(db);
      expect(rows[0]?.attempts).toBe(2);
      const result = job.result as MusicResult;
      expect(await ownerKeys()).toEqual([...before, result.file, result.preview].sort());
      expect(await secondsOf(result.file)).toBeCloseTo(60, 1);
    },
  );

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
