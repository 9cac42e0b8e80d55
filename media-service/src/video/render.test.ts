import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { decodedSeconds, probeMedia, toneMp3 } from '../../testing/media-file.ts';
import { WAVEFORM } from './layout.ts';
import { renderWaveformVideo, SEGMENT_FRAMES, segmentStarts } from './render.ts';

const run = promisify(execFile);
const AUDIO_SECONDS = 25;

/** What ffmpeg prints decoding a file's video with a filter (to nothing). */
async function decodeVideo(file: string, filter = 'null', other: string[] = []): Promise<string> {
  const inputs = [file, ...other].flatMap((input) => ['-i', input]);
  const { stderr } = await run(ffmpegPath, [
    '-hide_banner',
    '-nostats',
    ...inputs,
    '-lavfi',
    filter,
    '-f',
    'null',
    '-',
  ]);
  return stderr;
}

/** Frames of a file's video stream, counted by decoding them all. */
async function frameCount(file: string): Promise<number> {
  const { stderr } = await run(ffmpegPath, ['-hide_banner', '-i', file, '-map', '0:v', '-f', 'null', '-']);
  return Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1]);
}

describe('segmentStarts', () => {
  it('cuts on whole runs of SEGMENT_FRAMES, the last segment running to the end', () => {
    expect(segmentStarts(25, 3)).toEqual([0, SEGMENT_FRAMES, 2 * SEGMENT_FRAMES]);
    expect(segmentStarts(25, 2)).toEqual([0, 2 * SEGMENT_FRAMES]);
    expect(segmentStarts(5, 4)).toEqual([0]);
  });
});

describe('renderWaveformVideo in segments', () => {
  let dir: string;
  let audio: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'video-segments-'));
    audio = path.join(dir, 'mix.mp3');
    await toneMp3(audio, AUDIO_SECONDS);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const render = async (segments: number) => {
    const workDir = path.join(dir, `segments-${segments}`);
    await mkdir(workDir);
    const fractions: number[] = [];
    const file = await renderWaveformVideo({
      audio,
      seconds: AUDIO_SECONDS,
      cover: null,
      title: 'Joined at the seams',
      workDir,
      ffmpegPath,
      segments,
      progress: (fraction) => fractions.push(fraction),
    });
    return { file, fractions, workFiles: await readdir(workDir) };
  };

  it(
    'joins three segments into the video one process renders: its frames, length, audio and waveform',
    { timeout: 300_000 },
    async () => {
      const single = await render(1);
      const joined = await render(3);
      // Rendered by three ffmpeg processes, a segment each.
      expect(joined.workFiles).toEqual(expect.arrayContaining(['segment-0.mp4', 'segment-1.mp4', 'segment-2.mp4']));
      expect(await frameCount(joined.file)).toBe(await frameCount(single.file));
      expect((await probeMedia(joined.file)).seconds).toBeCloseTo((await probeMedia(single.file)).seconds, 1);
      expect((await probeMedia(joined.file)).streams).toEqual([
        expect.stringMatching(/Video: h264 .*1280x720/),
        expect.stringMatching(/Audio: aac/),
      ]);
      expect(Math.abs((await decodedSeconds(joined.file)) - (await decodedSeconds(single.file)))).toBeLessThan(0.03);
      // The waveform of every frame, both sides of each join included, is the single render's (up to H.264's
      // losses); drawn a frame early or late it would differ as much as two neighbouring frames do.
      const { left, top, width, height } = WAVEFORM;
      const crop = `crop=${width}:${height}:${left}:${top}`;
      const psnr = (log: string) => Number(/PSNR .* average:([\d.]+|inf)/.exec(log)?.[1]?.replace('inf', '99'));
      const same = psnr(await decodeVideo(joined.file, `[0:v]${crop}[a];[1:v]${crop}[b];[a][b]psnr`, [single.file]));
      const shifted = psnr(
        await decodeVideo(
          single.file,
          `[0:v]${crop},trim=start_frame=1,setpts=PTS-STARTPTS[a];[1:v]${crop}[b];[a][b]psnr`,
          [single.file],
        ),
      );
      expect(same).toBeGreaterThan(shifted + 10);
      expect(joined.fractions.at(-1)).toBe(1);
      expect(joined.fractions).toEqual([...joined.fractions].sort((a, b) => a - b));
    },
  );
});
