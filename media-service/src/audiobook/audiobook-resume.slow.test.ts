import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AudiobookFile, AudiobookFormatRequest } from '@reeltalk/contracts';
import { audioChapters } from '@reeltalk/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { probeMedia } from '../../testing/media-file.ts';
import { killedAndResumed, startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';
import type { Timeline } from '../narration/timeline.ts';

const run = promisify(execFile);
// Long enough that the AAC encode is still under way when the process is killed.
const SECONDS = 900;

const TIMELINE: Timeline = {
  duration: SECONDS,
  title: null,
  chapters: [
    { title: 'Chapter One', start: 0, end: 400, paragraphs: [] },
    { title: 'Chapter Two', start: 450, end: 890, paragraphs: [] },
  ],
};

describe('an audiobook format in the media-service process', () => {
  const config = testConfig();
  const projectId = randomUUID();
  const mixWavKey = `projects/${projectId}/mix/${'e'.repeat(64)}.wav`;
  const timelineKey = `projects/${projectId}/narration/timeline.json`;
  const storage = new ObjectStorage(config.s3);
  let service: ServiceProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'audiobook-resume-'));
    const mix = path.join(dir, 'mix.wav');
    await run(testFfmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `sine=frequency=220:sample_rate=44100:duration=${SECONDS}`, '-ac', '2', mix],
    ]);
    await storage.put(mixWavKey, await readFile(mix), 'audio/wav');
    await storage.put(timelineKey, JSON.stringify(TIMELINE), 'application/json');
    service = await startServiceProcess();
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`projects/${projectId}/`);
    storage.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const files = async () => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/audiobook/`)) keys.push(key);
    return keys;
  };

  it(
    'is made once, under the same key, when its worker is killed mid-encode and started again',
    { timeout: 300_000 },
    async () => {
      const body: AudiobookFormatRequest = {
        ownerId: 'owner-1',
        mixWavKey,
        timelineKey,
        coverKey: null,
        seconds: SECONDS,
        tags: { title: 'Killed', artist: '', narrator: '', year: '', genre: '' },
      };
      const response = await service!.request(`/projects/${projectId}/audiobook-formats/m4b`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(202);
      const { jobId } = (await response.json()) as { jobId: string };
      // Past 15 %: the AAC encode is under way.
      const resumed = await killedAndResumed(service!, jobId, (job) => job.percent > 15, files);
      ({ service } = resumed);
      const { job } = resumed;
      expect(resumed.attempts).toBe(2);
      const made = job.result as AudiobookFile;
      expect(await files()).toEqual([made.key]);
      const file = path.join(dir, 'book.m4b');
      await writeFile(file, await storage.getBuffer(made.key));
      expect(Math.abs((await probeMedia(file)).seconds - SECONDS)).toBeLessThanOrEqual(0.1);
      expect((await audioChapters(testFfmpegPath, file)).map((chapter) => chapter.title)).toEqual([
        'Chapter One',
        'Chapter Two',
      ]);
    },
  );
});
