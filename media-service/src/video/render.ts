import { copyFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { allOrNone } from '../audio/together.ts';
import { drawBackground } from './background.ts';
import { COLOURS, TITLE, titleLines, WAVEFORM } from './layout.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * Frames a second. Only the waveform moves, and it reads well at 15 fps; the encoder, which is most of the work, then
 * runs at about 10 times real time on two cores (at 20 fps about 5, too close to the 5× target on a busy machine).
 */
const FRAME_RATE = 15;
/** The mix's rate; the waveform reads the audio at it, so its frames fall on the same samples in every segment. */
const SAMPLE_RATE = 44_100;
/** Samples showwaves draws in one column: its own default at this rate, width and frame rate (5), named. */
const SAMPLES_PER_COLUMN = Math.max(1, Math.round(SAMPLE_RATE / (WAVEFORM.width * FRAME_RATE)));
/** `veryfast` with `stillimage` skips the still blocks of each frame, cheaper here than `ultrafast`'s plain coding. */
export const VIDEO_OPTIONS = ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p'];
const AUDIO_OPTIONS = ['-c:a', 'aac', '-b:a', '192k'];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/**
 * Segments start on a whole number of this many video frames: there a video frame (2940 samples) and a waveform frame
 * (580 columns of 5 samples) start on the same sample, so each segment draws exactly the frames the single render
 * draws over its stretch (145 frames, 9.7 s).
 */
export const SEGMENT_FRAMES = (() => {
  const videoFrame = SAMPLE_RATE / FRAME_RATE;
  const waveFrame = WAVEFORM.width * SAMPLES_PER_COLUMN;
  return waveFrame / gcd(videoFrame, waveFrame);
})();
/** Audio a segment reads past its last frame, so the waveform has its samples there (the frame count cuts it). */
const SEGMENT_TAIL_SAMPLES = SAMPLE_RATE;

interface WaveformVideo {
  /** The mix (a local audio file). */
  audio: string;
  /** The audio's length in seconds, for the progress and the segments. */
  seconds: number;
  /** The cover art's bytes, or null for the default picture. */
  cover: Buffer | null;
  title: string;
  /** An empty folder the render may write into; the caller removes it. */
  workDir: string;
  ffmpegPath: string;
  /** How many ffmpeg processes render side by side, each a stretch of the video (1: one process for the whole). */
  segments: number;
  /** Fraction of the audio rendered so far, as ffmpeg reports its time. */
  progress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The filter graph: the title is drawn once onto the single background frame, which is then repeated for as long as
 * the waveform of the audio (or of its samples [from, to)) lasts. The title and font are files in ffmpeg's working
 * folder, named by fixed plain names: no text of the person's ever becomes part of the filter graph, and
 * `expansion=none` keeps drawtext from reading "%{…}" in it as an expression.
 */
const graph = (samples?: { from: number; to?: number | undefined }) =>
  [
    `[0:v]drawtext=fontfile=title.ttf:textfile=title.txt:expansion=none:fontsize=${TITLE.fontSize}` +
      `:fontcolor=${COLOURS.title}:line_spacing=${TITLE.lineSpacing}:x=${TITLE.left}:y=${TITLE.top},` +
      `format=yuv420p,loop=loop=-1:size=1:start=0,fps=${FRAME_RATE}[still]`,
    `[1:a]aformat=sample_rates=${SAMPLE_RATE}` +
      (samples
        ? `,atrim=start_sample=${samples.from}${samples.to ? `:end_sample=${samples.to}` : ''},asetpts=PTS-STARTPTS`
        : '') +
      `,showwaves=s=${WAVEFORM.width}x${WAVEFORM.height}:mode=cline:n=${SAMPLES_PER_COLUMN}` +
      `:colors=${COLOURS.waveform}[wave]`,
    `[still][wave]overlay=x=${WAVEFORM.left}:y=${WAVEFORM.top}:shortest=1:format=yuv420[video]`,
  ].join(';');

/** A command rendering the picture (with the audio input the waveform is drawn from), in workDir. */
const pictureCommand = (video: WaveformVideo) =>
  ffmpeg({ cwd: video.workDir })
    .setFfmpegPath(video.ffmpegPath)
    .input('background.png')
    .inputOptions(['-hide_banner'])
    .input(video.audio);

/**
 * The segments' first frames: whole numbers of SEGMENT_FRAMES, about equal, the last running to the audio's end. One
 * segment (a short audio) is the whole video.
 */
export function segmentStarts(seconds: number, segments: number): number[] {
  const frames = Math.ceil(seconds * FRAME_RATE);
  const length = Math.ceil(frames / segments / SEGMENT_FRAMES) * SEGMENT_FRAMES;
  const starts: number[] = [];
  for (let start = 0; start === 0 || start < frames; start += length) starts.push(start);
  return starts;
}

/**
 * Renders the waveform video (MP4, H.264 + AAC, 1280 × 720) of the audio into workDir; answers its path. With several
 * segments, each ffmpeg renders the frames of its stretch (its waveform drawn from its samples of the audio, from a
 * frame where the single render's waveform frames start too) into an H.264 file of its own while another encodes the
 * audio to AAC once; the segments are then joined by the concat demuxer and muxed with the audio without re-encoding:
 * the same frames and audio as one process renders, on every core.
 */
export async function renderWaveformVideo(video: WaveformVideo): Promise<string> {
  const { workDir, signal } = video;
  await writeFile(path.join(workDir, 'background.png'), await drawBackground(video.cover));
  await writeFile(path.join(workDir, 'title.txt'), titleLines(video.title).join('\n'));
  await copyFile(FONT, path.join(workDir, 'title.ttf'));
  const output = path.join(workDir, 'video.mp4');
  const starts = segmentStarts(video.seconds, video.segments);
  if (starts.length === 1) {
    const command = pictureCommand(video)
      .complexFilter(graph())
      .output(output)
      .outputOptions(['-map', '[video]', '-map', '1:a', ...VIDEO_OPTIONS, ...AUDIO_OPTIONS])
      .outputOptions(['-shortest', '-movflags', '+faststart']);
    await runWithProgress(command, { durationSeconds: video.seconds, progress: video.progress, signal });
    return output;
  }

  const samplesPerFrame = SAMPLE_RATE / FRAME_RATE;
  const done = starts.map(() => 0);
  const report = () => video.progress?.(done.reduce((sum, fraction) => sum + fraction, 0) / starts.length);
  const files = starts.map((_, index) => `segment-${index}.mp4`);
  const segment = (start: number, index: number) => (together: AbortSignal) => {
    const next = starts[index + 1];
    const from = start * samplesPerFrame;
    const frames = next === undefined ? undefined : next - start;
    const command = pictureCommand(video)
      .complexFilter(graph({ from, to: next && next * samplesPerFrame + SEGMENT_TAIL_SAMPLES }))
      .output(path.join(workDir, files[index]!))
      .outputOptions(['-map', '[video]', ...VIDEO_OPTIONS, ...(frames ? ['-frames:v', String(frames)] : [])]);
    const seconds = (frames ?? Math.ceil(video.seconds * FRAME_RATE) - start) / FRAME_RATE;
    return runWithProgress(command, {
      durationSeconds: seconds,
      progress: (fraction) => {
        // ffmpeg's first times of a segment may read behind (or as N/A): the progress only moves on.
        if (!(fraction > done[index]!)) return;
        done[index] = fraction;
        report();
      },
      signal: together,
    });
  };
  const audio = (together: AbortSignal) =>
    runWithProgress(
      ffmpeg(video.audio)
        .setFfmpegPath(video.ffmpegPath)
        .inputOptions(['-hide_banner'])
        .output(path.join(workDir, 'audio.m4a'))
        .outputOptions(['-vn', ...AUDIO_OPTIONS]),
      { durationSeconds: video.seconds, signal: together },
    );
  await allOrNone([...starts.map(segment), audio], signal);
  signal?.throwIfAborted();
  await writeFile(path.join(workDir, 'segments.txt'), files.map((file) => `file '${file}'\n`).join(''));
  await runWithProgress(
    ffmpeg({ cwd: workDir })
      .setFfmpegPath(video.ffmpegPath)
      .input('segments.txt')
      .inputOptions(['-hide_banner', '-f', 'concat', '-safe', '0'])
      .input('audio.m4a')
      .output(output)
      .outputOptions(['-map', '0:v', '-map', '1:a', '-c', 'copy', '-shortest', '-movflags', '+faststart']),
    { durationSeconds: video.seconds, signal },
  );
  video.progress?.(1);
  return output;
}
