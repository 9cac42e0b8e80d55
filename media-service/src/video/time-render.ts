import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { allOrNone } from '../audio/together.ts';
import { ffmpegPathOf } from '../config.ts';
import { renderWaveformVideo, VIDEO_OPTIONS } from './render.ts';

/**
 * `tsx media-service/src/video/time-render.ts <audio> <seconds>` (run by `npm run bench`): renders the waveform video
 * of the audio as the video job does, once in one ffmpeg and once in segments on every core, then times x264 alone
 * encoding the same frames again (decoded from the first render, a stretch per core): the cap, as no render can be
 * faster than its encoder. Prints a JSON line per step with its wall time.
 */
const [audio, secondsText] = process.argv.slice(2);
if (!audio || !secondsText) throw new Error('usage: time-render.ts <audio> <seconds>');
const seconds = Number(secondsText);
const ffmpegPath = ffmpegPathOf();
const cores = availableParallelism();

const dir = await mkdtemp(path.join(tmpdir(), 'time-render-'));
try {
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    console.log(JSON.stringify({ step, cores, wallSeconds: (performance.now() - started) / 1000 }));
    return result;
  };
  const render = async (name: string, segments: number) => {
    const workDir = path.join(dir, name);
    await mkdir(workDir);
    const video = { audio, seconds, cover: null, title: 'Bench', workDir, ffmpegPath, segments };
    return timed(name, () => renderWaveformVideo(video));
  };
  const single = await render('single', 1);
  await render('segments', cores);
  const stretch = seconds / cores;
  await timed('x264-alone', () =>
    allOrNone(
      Array.from(
        { length: cores },
        (_, index) => (signal: AbortSignal) =>
          runWithProgress(
            ffmpeg(single)
              .setFfmpegPath(ffmpegPath)
              .inputOptions(['-hide_banner', '-ss', String(index * stretch), '-t', String(stretch)])
              .output('-')
              .outputOptions(['-an', ...VIDEO_OPTIONS, '-f', 'null']),
            { durationSeconds: stretch, signal },
          ),
      ),
    ),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
