import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_JOBS_CHANNEL, MUSIC_ZONES_PER_PROJECT, parseMediaJobNotification } from '@reeltalk/contracts';
import { listen, type Listener } from '@reeltalk/server-kit';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { jobFinished, jobView } from '../../testing/jobs.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { startTestApp, testConfig, type TestApp, waitFor } from '../../testing/test-app.ts';
import { heldStage } from './waiting-stage.ts';

const run = promisify(execFile);

/** Half an hour of narration under every zone: each mix keeps its worker far longer than the test lasts. */
const NARRATION_SECONDS = 1800;

describe("one account's biggest mixes never keep another account's narration waiting", () => {
  const config = testConfig();
  const heavy = randomUUID();
  const storage = new ObjectStorage(config.s3);
  const projects = [randomUUID(), randomUUID(), randomUUID()];
  let app: TestApp;
  let listener: Listener;
  /** Every job as it was first heard running, in that order. */
  const started: string[] = [];

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fair-workers-'));
    try {
      const make = async (name: string, args: string[]) => {
        const file = path.join(dir, name);
        await run(testFfmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', ...args, file]);
        return readFile(file);
      };
      const narration = await make('narration.flac', ['-i', 'anullsrc=r=22050:cl=mono', '-t', `${NARRATION_SECONDS}`]);
      const music = await make('music.mp3', ['-i', 'sine=frequency=440:duration=7', '-c:a', 'libmp3lame']);
      await storage.put(`music/users/${heavy}/theme.mp3`, music, 'audio/mpeg');
      for (const projectId of projects) {
        await storage.put(`projects/${projectId}/narration/vocal.flac`, narration, 'audio/flac');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    listener = await listen({
      databaseUrl: config.databaseUrl,
      channel: MEDIA_JOBS_CHANNEL,
      onMessage: (payload) => {
        const job = parseMediaJobNotification(payload);
        if (job?.state === 'running' && !started.includes(job.jobId)) started.push(job.jobId);
      },
      applicationName: 'fair-workers-test',
      logger: pino({ level: 'silent' }),
    });
    app = await startTestApp({ WORKER_CONCURRENCY: '3', JOB_RUNNING_PER_ACCOUNT: '2' });
  });
  afterAll(async () => {
    // Deleting the projects cancels their mixes and waits for their workers to stop.
    for (const projectId of projects) await app?.request(`/projects/${projectId}`, { method: 'DELETE' });
    await storage.deletePrefix(`music/users/${heavy}/`);
    storage.destroy();
    await listener?.close();
    await app?.stop();
  });

  it(
    'starts the short narration while the three mixes of 200 overlapping zones wait their turn, counting what ran',
    { timeout: 300_000 },
    async () => {
      // As many zones as a project may hold, each overlapping the next.
      const zones = Array.from({ length: MUSIC_ZONES_PER_PROJECT }, (_, index) => ({
        musicKey: `music/users/${heavy}/theme.mp3`,
        start: index * 8,
        end: index * 8 + 60,
      }));
      const mixes: string[] = [];
      for (const projectId of projects) {
        const response = await app.request(`/projects/${projectId}/mixes`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            ownerId: heavy,
            narrationKey: `projects/${projectId}/narration/vocal.flac`,
            narrationSeconds: NARRATION_SECONDS,
            zones,
            tags: { title: 'Two Hundred Zones', artist: '', narrator: '', year: '', genre: '' },
          }),
        });
        expect(response.status, await response.clone().text()).toBe(202);
        mixes.push(((await response.json()) as { jobId: string }).jobId);
      }
      await waitFor(async () => (started.length >= 2 ? true : undefined), 60_000, 'the first mixes to start');

      const projectId = randomUUID();
      projects.push(projectId);
      const upload = await app.request(
        `/projects/${projectId}/source`,
        scriptUpload('short.txt', 'The lighthouse keeper climbed the stairs again at dusk.'),
      );
      expect(upload.status).toBe(201);
      const { key: sourceKey } = (await upload.json()) as { key: string };
      const response = await app.request(`/projects/${projectId}/narrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sourceKey, ownerId: randomUUID() }),
      });
      expect(response.status).toBe(202);
      const { jobId: narration } = (await response.json()) as { jobId: string };

      expect(await jobFinished(app.request, narration, 120_000)).toMatchObject({ state: 'done', error: null });
      // What ran: two of the three mixes, then the narration; the third mix has not started and says why.
      expect(started).toEqual([mixes[0], mixes[1], narration]);
      expect(await jobView(app.request, mixes[2]!)).toMatchObject({ state: 'queued', stage: heldStage(2) });
      for (const mix of mixes.slice(0, 2)) expect(await jobView(app.request, mix)).toMatchObject({ state: 'running' });
    },
  );
});
