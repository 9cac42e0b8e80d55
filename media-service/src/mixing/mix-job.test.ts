import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MixResult } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { audioChapters, audioTags } from '@reeltalk/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { jobFinished } from '../../testing/jobs.ts';
import { decodedSeconds, speechLikeFlac } from '../../testing/media-file.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';
import { layOut } from '../narration/layout.ts';
import { ParagraphCache } from '../narration/paragraph-cache.ts';
import { vocalMaster } from '../narration/vocal-master.ts';
import { MIX_FAILED, mixWorkDir } from './mix-job.ts';

const run = promisify(execFile);

/** What `ffmpeg -i` says of a file (ffprobe is not shipped). */
async function describeFile(file: string): Promise<string> {
  const failed = await run(testFfmpegPath, ['-hide_banner', '-i', file]).catch((error: { stderr: string }) => error);
  return failed.stderr;
}

describe('mix jobs in the media-service process', () => {
  const config = testConfig();
  const owner = `owner-${randomUUID()}`;
  const db = createDatabase(config.databaseUrl);
  let storage: ObjectStorage;
  let service: ServiceProcess | undefined;
  let dir: string;
  const projects: string[] = [];

  /** Makes a file with ffmpeg's generators and stores it. */
  const store = async (key: string, generator: string[], contentType: string) => {
    const file = path.join(dir, `${randomUUID()}${path.extname(key)}`);
    await run(testFfmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...generator, file]);
    await storage.put(key, await readFile(file), contentType);
  };
  const storeNarration = async (key: string, seconds: number) => {
    const file = path.join(dir, `${randomUUID()}.flac`);
    await speechLikeFlac(file, seconds);
    await storage.put(key, await readFile(file), 'audio/flac');
  };
  /** A narration's master as narrations now keep it: two stored paragraphs (tones of 2.5 s) with a pause between. */
  const storeMaster = async (projectId: string) => {
    const rate = 22_050;
    const cache = new ParagraphCache(storage, projectId, testFfmpegPath);
    const samples = Float32Array.from({ length: 2.5 * rate }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 150 * i) / rate));
    const hash = 'a'.repeat(64);
    const audio = await cache.write(hash, { samples, sampleRate: rate, words: [] });
    const unit = { chapter: 0, heading: false, text: 'Hum.' };
    const layout = layOut([
      { unit, hash, audio },
      { unit, hash, audio },
    ]);
    const key = `projects/${projectId}/narration/job-1/vocal-master.json`;
    await storage.put(key, JSON.stringify(vocalMaster(layout)), 'application/json');
    return { narrationKey: key, narrationSeconds: layout.totalSamples / rate };
  };
  const storeMusic = (key: string) =>
    store(
      key,
      [...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=7'], ...['-c:a', 'libmp3lame']],
      'audio/mpeg',
    );
  const newProject = () => {
    const projectId = randomUUID();
    projects.push(projectId);
    return projectId;
  };
  const mix = (projectId: string, body: Record<string, unknown>) =>
    service!.request(`/projects/${projectId}/mixes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ownerId: owner, tags: TAGS, ...body }),
    });
  const started = async (projectId: string, body: Record<string, unknown>) => {
    const response = await mix(projectId, body);
    expect(response.status, await response.clone().text()).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };
  const jobsOf = async (projectId: string) =>
    (await sql<{ id: string }>`select id from media.jobs where project_id = ${projectId}`.execute(db)).rows;
  const mixKeysOf = async (projectId: string) => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/mix/`)) keys.push(key);
    return keys.sort();
  };
  const download = async (key: string) => {
    const file = path.join(dir, `${randomUUID()}${path.extname(key)}`);
    await writeFile(file, await storage.getBuffer(key));
    return file;
  };

  const music = `music/users/${owner}/rain.mp3`;
  const TAGS = { title: 'The Lighthouse', artist: 'Ada Keeper', narrator: '', year: '', genre: '' };

  beforeAll(async () => {
    storage = new ObjectStorage(config.s3);
    dir = await mkdtemp(path.join(tmpdir(), 'mix-job-test-'));
    await storeMusic(music);
    service = await startServiceProcess();
  });
  afterAll(async () => {
    await service?.kill();
    for (const projectId of projects) await storage.deletePrefix(`projects/${projectId}/`);
    await storage.deletePrefix(`music/users/${owner}/`);
    storage.destroy();
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'mixes zones into a stored WAV and a 320 kb/s CBR MP3 as long as the narration; the same mix again is reused',
    { timeout: 180_000 },
    async () => {
      const projectId = newProject();
      const narrationKey = `projects/${projectId}/narration/job-1/vocal.flac`;
      await storeNarration(narrationKey, 20);
      const body = {
        narrationKey,
        narrationSeconds: 20,
        zones: [
          { musicKey: music, start: 2, end: 9 },
          { musicKey: music, start: 12, end: 19.5 },
        ],
      };
      const jobId = await started(projectId, body);
      const job = await jobFinished(service!.request, jobId);
      expect(job, service!.output()).toMatchObject({ state: 'done', stage: 'Audio mixing completed!', percent: 100 });
      const result = job.result as MixResult;
      expect(result).toMatchObject({
        mp3Key: expect.stringMatching(new RegExp(`^projects/${projectId}/mix/[0-9a-f]{64}\\.mp3$`)),
        withMusic: true,
        seconds: 20,
        measured: { integratedLufs: expect.any(Number), truePeakDb: expect.any(Number) },
      });
      expect(result.wavKey).toBe(result.mp3Key.replace(/\.mp3$/, '.wav'));
      expect(await mixKeysOf(projectId)).toEqual([result.mp3Key, result.wavKey]);
      expect((await storage.head(result.mp3Key))?.contentType).toBe('audio/mpeg');
      expect((await storage.head(result.wavKey))?.contentType).toBe('audio/wav');
      expect(existsSync(mixWorkDir(jobId))).toBe(false);

      const mp3 = await download(result.mp3Key);
      const mp3Description = await describeFile(mp3);
      expect(mp3Description).toMatch(/Audio: mp3, 44100 Hz, stereo, \w+, 320 kb\/s/);
      // LAME marks a constant-bit-rate file with an 'Info' header where a variable one has 'Xing'.
      const head = (await readFile(mp3)).subarray(0, 4096).toString('latin1');
      expect(head).toContain('Info');
      expect(head).not.toContain('Xing');
      expect(Math.abs((await decodedSeconds(mp3)) - 20)).toBeLessThan(0.05);
      const wav = await download(result.wavKey);
      expect(await describeFile(wav)).toMatch(/Audio: pcm_s16le\b.*, 44100 Hz, stereo/);
      expect(Math.abs((await decodedSeconds(wav)) - 20)).toBeLessThan(0.05);

      const again = await mix(projectId, { ...body, zones: [...body.zones].reverse() });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        reused: true,
        mp3Key: result.mp3Key,
        wavKey: result.wavKey,
        withMusic: true,
      });
      expect(await jobsOf(projectId)).toEqual([{ id: jobId }]);

      // A zone's own volume is part of what the mix is made of: changed, it is mixed anew.
      const quieter = await started(projectId, {
        ...body,
        zones: body.zones.map((zone) => ({ ...zone, volume: 0.5 })),
      });
      expect(quieter).not.toBe(jobId);
      expect(await jobFinished(service!.request, quieter)).toMatchObject({ state: 'done' });
    },
  );

  it(
    'tags the MP3 and the WAV with the title and creator; a renamed project mixes anew under its new title',
    { timeout: 180_000 },
    async () => {
      const projectId = newProject();
      const master = await storeMaster(projectId);
      const tagsOf = async (jobId: string) => {
        const job = await jobFinished(service!.request, jobId);
        expect(job, service!.output()).toMatchObject({ state: 'done' });
        const { mp3Key, wavKey } = job.result as MixResult;
        return Promise.all([mp3Key, wavKey].map(async (key) => audioTags(testFfmpegPath, await download(key))));
      };
      const first = await started(projectId, { ...master, zones: [] });
      for (const tags of await tagsOf(first)) {
        expect(tags).toMatchObject({ title: 'The Lighthouse', album: 'The Lighthouse', artist: 'Ada Keeper' });
      }
      const renamed = await started(projectId, { ...master, zones: [], tags: { ...TAGS, title: 'Lighthouse Nights' } });
      expect(renamed).not.toBe(first);
      for (const tags of await tagsOf(renamed)) {
        expect(tags).toMatchObject({ title: 'Lighthouse Nights', album: 'Lighthouse Nights', artist: 'Ada Keeper' });
      }
    },
  );

  it(
    "gives the MP3 the chapters of the narration's timeline, titled, where they start",
    { timeout: 120_000 },
    async () => {
      const projectId = newProject();
      const master = await storeMaster(projectId);
      const timelineKey = `projects/${projectId}/narration/job-1/timeline.json`;
      const paragraph = (start: number, end: number) => ({ text: 'Hum.', heading: false, start, end, words: [] });
      const timeline = {
        duration: master.narrationSeconds,
        title: null,
        chapters: [
          { title: 'The Keeper', start: 0, end: 2.5, paragraphs: [paragraph(0, 2.5)] },
          { title: null, start: 2.9, end: master.narrationSeconds, paragraphs: [paragraph(2.9, 5.4)] },
        ],
      };
      await storage.put(timelineKey, JSON.stringify(timeline), 'application/json');
      const jobId = await started(projectId, { ...master, timelineKey, zones: [] });
      const job = await jobFinished(service!.request, jobId);
      expect(job, service!.output()).toMatchObject({ state: 'done' });
      const chapters = await audioChapters(testFfmpegPath, await download((job.result as MixResult).mp3Key));
      expect(chapters.map(({ title }) => title)).toEqual(['The Keeper', 'Chapter 2']);
      expect(chapters[0]!.start).toBe(0);
      expect(Math.abs(chapters[1]!.start - 2.9)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(chapters[1]!.end - master.narrationSeconds)).toBeLessThanOrEqual(0.05);
    },
  );

  it(
    'exports the narration alone when the project has no zones, its master written out from its paragraphs',
    {
      timeout: 120_000,
    },
    async () => {
      const projectId = newProject();
      const master = await storeMaster(projectId);
      const jobId = await started(projectId, { ...master, zones: [] });
      const job = await jobFinished(service!.request, jobId);
      expect(job, service!.output()).toMatchObject({
        state: 'done',
        stage: 'Audio export completed! (Vocal only)',
        result: { withMusic: false },
      });
      const mp3 = await download((job.result as MixResult).mp3Key);
      expect(Math.abs((await decodedSeconds(mp3)) - master.narrationSeconds)).toBeLessThan(0.05);
    },
  );

  it.each([
    ['an audio file', 'vocal.flac', 'audio/flac'],
    ['a master', 'vocal-master.json', 'application/json'],
  ])(
    'fails at once, saying why, when the narration (%s) cannot be read',
    { timeout: 120_000 },
    async (_, name, type) => {
      const projectId = newProject();
      const narrationKey = `projects/${projectId}/narration/job-1/${name}`;
      await storage.put(narrationKey, 'not audio at all', type);
      const jobId = await started(projectId, { narrationKey, narrationSeconds: 6, zones: [] });
      const job = await jobFinished(service!.request, jobId);
      expect(job).toMatchObject({ state: 'failed', error: MIX_FAILED });
      const { rows } = await sql<{ attempts: number }>`select attempts from media.jobs where id = ${jobId}`.execute(db);
      expect(rows[0]?.attempts).toBe(1);
      expect(await mixKeysOf(projectId)).toEqual([]);
      expect(existsSync(mixWorkDir(jobId))).toBe(false);
    },
  );

  it.each([
    ["another project's narration", (other: string) => ({ narrationKey: `projects/${other}/narration/a/vocal.flac` })],
    ["another project's timeline", (other: string) => ({ timelineKey: `projects/${other}/narration/a/timeline.json` })],
    ["another user's music", () => ({ zones: [{ musicKey: `music/users/someone-else/rain.mp3`, start: 0, end: 2 }] })],
    ['a key that is no storage key', () => ({ narrationKey: '../secrets' })],
    ['a zone that ends before it starts', () => ({ zones: [{ musicKey: music, start: 3, end: 1 }] })],
    ['a blank title', () => ({ tags: { title: ' ', artist: 'Ada Keeper', narrator: '', year: '', genre: '' } })],
  ])('refuses %s with 400 and queues nothing', async (_, change) => {
    const projectId = newProject();
    const body = { narrationKey: `projects/${projectId}/narration/a/vocal.flac`, narrationSeconds: 6, zones: [] };
    const response = await mix(projectId, { ...body, ...change(randomUUID()) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    expect(await jobsOf(projectId)).toEqual([]);
  });

  it('answers 404 for a narration that is not stored, and queues nothing', async () => {
    const projectId = newProject();
    const response = await mix(projectId, {
      narrationKey: `projects/${projectId}/narration/a/vocal.flac`,
      narrationSeconds: 6,
      zones: [],
    });
    expect(response.status).toBe(404);
    expect(await jobsOf(projectId)).toEqual([]);
  });
});
