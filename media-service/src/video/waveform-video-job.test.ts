import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_COVER_SVG, VIDEO_STAGES, type WaveformVideoResult } from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFinished } from '../../testing/jobs.ts';
import { probeMedia, toneMp3, videoFrame } from '../../testing/media-file.ts';
import { appWithStorage } from '../../testing/test-app.ts';
import { COVER, TITLE, WAVEFORM } from './layout.ts';

const AUDIO_SECONDS = 6;

describe('waveform video job', () => {
  const started = appWithStorage();
  const projectId = randomUUID();
  const mixKey = `projects/${projectId}/mix/${'a'.repeat(64)}.mp3`;
  const coverKey = `projects/${projectId}/cover/${randomUUID()}.jpg`;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'video-test-'));
    const mix = path.join(dir, 'mix.mp3');
    await toneMp3(mix, AUDIO_SECONDS);
    await started.storage.put(mixKey, await readFile(mix), 'audio/mpeg');
    const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c02040' } })
      .jpeg()
      .toBuffer();
    await started.storage.put(coverKey, cover, 'image/jpeg');
  });
  afterAll(async () => {
    await started.storage?.deletePrefix(`projects/${projectId}/`);
    await rm(dir, { recursive: true, force: true });
  });

  const request = (body: Record<string, unknown>) =>
    started.app.request(`/projects/${projectId}/waveform-videos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ownerId: 'owner-1', mixKey, coverKey, title: 'A title', seconds: AUDIO_SECONDS, ...body }),
    });

  /** Renders the video of `body` and answers the stored MP4, copied to a local file. */
  const render = async (body: Record<string, unknown>, name: string) => {
    const response = await request(body);
    expect(response.status, await response.clone().text()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    const job = await jobFinished(started.app.request, jobId);
    expect(job).toMatchObject({ state: 'done', stage: VIDEO_STAGES.generating, percent: 100 });
    const { videoKey } = job.result as WaveformVideoResult;
    const file = path.join(dir, name);
    await writeFile(file, await started.storage.getBuffer(videoKey));
    return { file, videoKey };
  };

  /** The pixels of a region of the frame at `atSeconds`. */
  const region = async (
    video: string,
    atSeconds: number,
    area: { left: number; top: number; width: number; height: number },
  ) => {
    const png = path.join(dir, `frame-${randomUUID()}.png`);
    await videoFrame(video, atSeconds, png);
    return sharp(png).extract(area).raw().toBuffer();
  };
  const titleArea = { left: TITLE.left, top: TITLE.top, width: 560, height: 200 };
  const waveArea = { left: WAVEFORM.left, top: WAVEFORM.top, width: WAVEFORM.width, height: WAVEFORM.height };
  /** Pixels brighter than the dark background: drawn text. */
  const brightPixels = (pixels: Buffer) => pixels.filter((value, index) => index % 3 === 0 && value > 200).length;

  it(
    'renders an MP4 of H.264 and AAC at 1280×720 as long as the mix, stored under the project, reused when asked again',
    { timeout: 180_000 },
    async () => {
      const { file, videoKey } = await render({}, 'plain.mp4');
      expect(videoKey).toMatch(new RegExp(`^projects/${projectId}/video/[0-9a-f]{64}\\.mp4$`));
      expect((await started.storage.head(videoKey))?.contentType).toBe('video/mp4');
      const video = await probeMedia(file);
      const audio = await probeMedia(path.join(dir, 'mix.mp3'));
      expect(video.streams.find((line) => / Video: h264/.test(line))).toMatch(/yuv420p.*1280x720/);
      expect(video.streams.some((line) => / Audio: aac/.test(line))).toBe(true);
      expect(Math.abs(video.seconds - audio.seconds)).toBeLessThanOrEqual(0.1);
      // The waveform moves: its picture differs from one moment to the next.
      expect((await region(file, 1.2, waveArea)).equals(await region(file, 1.7, waveArea))).toBe(false);

      const again = await request({});
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ reused: true, videoKey });
    },
  );

  it(
    'draws a title of quotes, colons, percent signs and backslashes as it is, the same on every frame, beside the default cover',
    { timeout: 180_000 },
    async () => {
      const title = `It's "100%": a\\b %{n} %{pts} ; [x]`;
      const { file } = await render({ title, coverKey: null }, 'quoted.mp4');
      const early = await region(file, 0.5, titleArea);
      // Drawn text there, and no frame number or time read into it: the title is the same on every frame.
      expect(brightPixels(early)).toBeGreaterThan(200);
      expect(early.equals(await region(file, 4.5, titleArea))).toBe(true);
      const { file: other } = await render({ title: 'Something else entirely', coverKey: null }, 'other.mp4');
      expect(early.equals(await region(other, 0.5, titleArea))).toBe(false);

      // Without cover art, the default cover the players show: the same picture, as far as H.264 keeps it.
      const drawn = await region(file, 0.5, {
        left: COVER.left,
        top: COVER.top,
        width: COVER.size,
        height: COVER.size,
      });
      const cover = await sharp(Buffer.from(DEFAULT_COVER_SVG))
        .resize(COVER.size, COVER.size)
        .removeAlpha()
        .raw()
        .toBuffer();
      const difference = drawn.reduce((sum, value, index) => sum + Math.abs(value - cover[index]!), 0) / drawn.length;
      expect(difference).toBeLessThan(16);
    },
  );

  it('refuses a mix or cover of another project, and a mix that is not stored', async () => {
    const other = randomUUID();
    const foreignMix = await request({ mixKey: `projects/${other}/mix/${'b'.repeat(64)}.mp3` });
    expect(foreignMix.status).toBe(400);
    const foreignCover = await request({ coverKey: `projects/${other}/cover/${randomUUID()}.jpg` });
    expect(foreignCover.status).toBe(400);
    const notMix = await request({ mixKey: `projects/${projectId}/source/script.txt` });
    expect(notMix.status).toBe(400);
    const missing = await request({ mixKey: `projects/${projectId}/mix/${'c'.repeat(64)}.mp3`, title: 'Missing' });
    expect(missing.status).toBe(404);
  });
});
