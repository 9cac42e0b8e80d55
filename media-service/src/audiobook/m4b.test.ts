import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AUDIOBOOK_STAGES, type AudiobookFile, type AudiobookFormatRequest } from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioChapters, audioTags } from '@reeltalk/stack';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { jobFinished } from '../../testing/jobs.ts';
import { probeMedia } from '../../testing/media-file.ts';
import { appWithStorage } from '../../testing/test-app.ts';
import type { Timeline } from '../narration/timeline.ts';

const run = promisify(execFile);
const SECONDS = 8;

/** A two-chapter book's timeline: its title read first, then each chapter opening with its heading. */
const TIMELINE: Timeline = {
  duration: SECONDS,
  title: { text: 'The Lighthouse', heading: true, start: 0, end: 1.2, words: [] },
  chapters: [
    { title: 'Chapter One: The Storm', start: 1.5, end: 4.6, paragraphs: [] },
    { title: 'Chapter Two = Calm; #2', start: 4.875, end: 7.9, paragraphs: [] },
  ],
};

describe('the M4B audiobook job', () => {
  const started = appWithStorage();
  const projectId = randomUUID();
  const mixWavKey = `projects/${projectId}/mix/${'a'.repeat(64)}.wav`;
  const timelineKey = `projects/${projectId}/narration/${randomUUID()}/timeline.json`;
  const coverKey = `projects/${projectId}/cover/${randomUUID()}.jpg`;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'm4b-test-'));
    const mix = path.join(dir, 'mix.wav');
    await run(testFfmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `sine=frequency=220:sample_rate=44100:duration=${SECONDS}`, '-ac', '2', mix],
    ]);
    await started.storage.put(mixWavKey, await readFile(mix), 'audio/wav');
    await started.storage.put(timelineKey, JSON.stringify(TIMELINE), 'application/json');
    const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2050c0' } })
      .jpeg()
      .toBuffer();
    await started.storage.put(coverKey, cover, 'image/jpeg');
  });
  afterAll(async () => {
    await started.storage?.deletePrefix(`projects/${projectId}/`);
    await rm(dir, { recursive: true, force: true });
  });

  const body: AudiobookFormatRequest = {
    ownerId: 'owner-1',
    mixWavKey,
    timelineKey,
    coverKey,
    seconds: SECONDS,
    tags: { title: 'The Lighthouse', artist: 'Ada Writer', narrator: 'Ruth Voice', year: '2026', genre: 'Fiction' },
  };
  const request = (json: AudiobookFormatRequest, route = '') =>
    started.app.request(`/projects/${projectId}/audiobook-formats/m4b${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });

  it(
    'makes AAC in MP4 with a chapter per heading at its time, the cover attached and the tags, and reuses it when nothing changed',
    { timeout: 120_000 },
    async () => {
      expect(await (await request(body, '/stored')).json()).toEqual({ file: null });
      const response = await request(body);
      expect(response.status, await response.clone().text()).toBe(202);
      const { jobId } = (await response.json()) as { jobId: string };
      const job = await jobFinished(started.app.request, jobId);
      expect(job).toMatchObject({ state: 'done', stage: AUDIOBOOK_STAGES.done, percent: 100 });
      const made = job.result as AudiobookFile;
      expect(made.key).toMatch(new RegExp(`^projects/${projectId}/audiobook/[0-9a-f]{64}\\.m4b$`));
      const file = path.join(dir, 'book.m4b');
      await writeFile(file, await started.storage.getBuffer(made.key));
      expect(made.bytes).toBe((await readFile(file)).length);

      const probed = await probeMedia(file);
      expect(probed.streams.find((line) => / Audio: aac/.test(line))).toMatch(/44100 Hz, stereo/);
      // The cover as the attached picture: a JPEG in the `covr` item of the tags (no video track).
      expect(probed.streams.some((line) => / Video: mjpeg/.test(line))).toBe(true);
      const bytes = await readFile(file);
      const covr = bytes.indexOf('covr');
      expect(covr).toBeGreaterThan(0);
      // Its data atom: type 13 (JPEG), then the picture's JPEG start.
      expect(bytes.toString('latin1', covr + 8, covr + 12)).toBe('data');
      expect(bytes.readUInt32BE(covr + 12)).toBe(13);
      expect(bytes.subarray(covr + 20, covr + 22)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(Math.abs(probed.seconds - SECONDS)).toBeLessThan(0.1);

      const [tags, chapters] = await Promise.all([
        audioTags(testFfmpegPath, file),
        audioChapters(testFfmpegPath, file),
      ]);
      expect(tags).toMatchObject({
        title: 'The Lighthouse',
        album: 'The Lighthouse',
        artist: 'Ada Writer',
        composer: 'Ruth Voice',
        date: '2026',
        genre: 'Fiction',
      });
      const expected = [
        { title: 'Chapter One: The Storm', start: 0, end: 4.875 },
        { title: 'Chapter Two = Calm; #2', start: 4.875, end: SECONDS },
      ];
      expect(chapters.map((chapter) => chapter.title)).toEqual(expected.map((chapter) => chapter.title));
      chapters.forEach((chapter, index) => {
        expect(Math.abs(chapter.start - expected[index]!.start)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(chapter.end - expected[index]!.end)).toBeLessThanOrEqual(0.05);
      });

      const again = await request(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ reused: true, file: made });
      expect(await (await request(body, '/stored')).json()).toEqual({ file: made });
      // Other tags are other inputs: a file of its own.
      const retitled = await request({ ...body, tags: { ...body.tags, title: 'Another' } });
      expect(retitled.status).toBe(202);
      await jobFinished(started.app.request, ((await retitled.json()) as { jobId: string }).jobId);
    },
  );

  it("refuses another project's files and answers a mix that is not stored as missing", async () => {
    const other = randomUUID();
    expect((await request({ ...body, mixWavKey: `projects/${other}/mix/${'b'.repeat(64)}.wav` })).status).toBe(400);
    expect((await request({ ...body, coverKey: `projects/${other}/cover/x.jpg` })).status).toBe(400);
    expect((await request({ ...body, timelineKey: `projects/${projectId}/source/script.txt` })).status).toBe(400);
    expect((await request({ ...body, mixWavKey: `projects/${projectId}/mix/${'c'.repeat(64)}.wav` })).status).toBe(404);
  });
});
