import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WaveformVideoResult } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { probeMedia, toneMp3 } from '../../testing/media-file.ts';
import { killedAndResumed, startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';

const AUDIO_SECONDS = 60;

describe('a waveform video in the media-service process', () => {
  const config = testConfig();
  const projectId = randomUUID();
  const mixKey = `projects/${projectId}/mix/${'d'.repeat(64)}.mp3`;
  const storage = new ObjectStorage(config.s3);
  let service: ServiceProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'video-resume-'));
    await toneMp3(path.join(dir, 'mix.mp3'), AUDIO_SECONDS);
    await storage.put(mixKey, await readFile(path.join(dir, 'mix.mp3')), 'audio/mpeg');
    service = await startServiceProcess();
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`projects/${projectId}/`);
    storage.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const videos = async () => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/video/`)) keys.push(key);
    return keys;
  };

  it(
    'is made once, under the same key, when its worker is killed mid-render and started again',
    { timeout: 300_000 },
    async () => {
      const response = await service!.request(`/projects/${projectId}/waveform-videos`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ownerId: 'owner-1', mixKey, coverKey: null, title: 'Killed', seconds: AUDIO_SECONDS }),
      });
      expect(response.status).toBe(202);
      const { jobId } = (await response.json()) as { jobId: string };
      // Past the start (10 %): ffmpeg is rendering.
      const resumed = await killedAndResumed(service!, jobId, (job) => job.percent > 10, videos);
      ({ service } = resumed);
      const { job } = resumed;
      expect(resumed.attempts).toBe(2);
      const { videoKey } = job.result as WaveformVideoResult;
      expect(await videos()).toEqual([videoKey]);
      const file = path.join(dir, 'video.mp4');
      await writeFile(file, await storage.getBuffer(videoKey));
      expect(Math.abs((await probeMedia(file)).seconds - AUDIO_SECONDS)).toBeLessThanOrEqual(0.1);
    },
  );
});
