import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MixResult } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished, jobUnderWay } from '../../testing/jobs.ts';
import { decodedSeconds, speechLikeFlac, toneMp3 } from '../../testing/media-file.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';
import { mixWorkDir } from './mix-job.ts';

const NARRATION_SECONDS = 360;

describe('a mix whose worker is killed', () => {
  const config = testConfig();
  const owner = `owner-${randomUUID()}`;
  const projectId = randomUUID();
  const narrationKey = `projects/${projectId}/narration/job-1/vocal.flac`;
  const music = `music/users/${owner}/rain.mp3`;
  const storage = new ObjectStorage(config.s3);
  const db = createDatabase(config.databaseUrl);
  let service: ServiceProcess | undefined;
  let dir: string;

  const storeFile = async (key: string, make: (file: string) => Promise<void>, contentType: string) => {
    const file = path.join(dir, path.basename(key));
    await make(file);
    await storage.put(key, await readFile(file), contentType);
  };
  const mixKeys = async () => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/mix/`)) keys.push(key);
    return keys.sort();
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mix-resume-'));
    await storeFile(narrationKey, (file) => speechLikeFlac(file, NARRATION_SECONDS), 'audio/flac');
    await storeFile(music, (file) => toneMp3(file, 7), 'audio/mpeg');
    service = await startServiceProcess();
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`projects/${projectId}/`);
    await storage.deletePrefix(`music/users/${owner}/`);
    storage.destroy();
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('is stored once, under the same keys, when killed mid-mix and started again', { timeout: 300_000 }, async () => {
    const zones = [
      { musicKey: music, start: 10, end: 100 },
      { musicKey: music, start: 120, end: 200 },
      { musicKey: music, start: 240, end: 350 },
    ];
    const response = await service!.request(`/projects/${projectId}/mixes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ownerId: owner,
        narrationKey,
        narrationSeconds: NARRATION_SECONDS,
        zones,
        tags: { title: 'The Long Night', artist: '', narrator: '', year: '', genre: '' },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    await jobUnderWay(
      service!.request,
      jobId,
      (job) => job.stage === 'Processing audio files...',
      'the mix to be processing',
    );
    await service!.kill();
    service = await startServiceProcess();
    const job = await jobFinished(service.request, jobId, 240_000);
    expect(job, service.output()).toMatchObject({ state: 'done', stage: 'Audio mixing completed!', percent: 100 });
    const { rows } = await sql<{ attempts: number }>`select attempts from media.jobs where id = ${jobId}`.execute(db);
    expect(rows[0]?.attempts).toBe(2);
    const result = job.result as MixResult;
    expect(await mixKeys()).toEqual([result.mp3Key, result.wavKey]);
    expect(existsSync(mixWorkDir(jobId))).toBe(false);
    const mp3 = path.join(dir, 'mix.mp3');
    await writeFile(mp3, await storage.getBuffer(result.mp3Key));
    expect(Math.abs((await decodedSeconds(mp3)) - NARRATION_SECONDS)).toBeLessThan(0.05);
  });
});
