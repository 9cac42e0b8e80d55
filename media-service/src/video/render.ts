import { copyFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { drawBackground } from './background.ts';
import { COLOURS, TITLE, titleLines, WAVEFORM } from './layout.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * Frames a second. Only the waveform moves, and it reads well at 15 fps; the encoder, which is most of the work, then
 * runs at about 10 times real time on two cores (at 20 fps about 5, too close to the 5× target on a busy machine).
 */
const FRAME_RATE = 15;
/** `veryfast` with `stillimage` skips the still blocks of each frame, cheaper here than `ultrafast`'s plain coding. */
const VIDEO_OPTIONS = ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p'];
const AUDIO_OPTIONS = ['-c:a', 'aac', '-b:a', '192k'];

interface WaveformVideo {
  /** The mix (a local audio file). */
  audio: string;
  /** The audio's length in seconds, for the progress. */
  seconds: number;
  /** The cover art's bytes, or null for the default picture. */
  cover: Buffer | null;
  title: string;
  /** An empty folder the render may write into; the caller removes it. */
  workDir: string;
  ffmpegPath: string;
  /** Fraction of the audio rendered so far, as ffmpeg reports its time. */
  progress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The filter graph: the title is drawn once onto the single background frame, which is then repeated for as long as
 * the waveform of the audio lasts. The title and font are files in ffmpeg's working folder, named by fixed plain
 * names: no text of the person's ever becomes part of the filter graph, and `expansion=none` keeps drawtext from
 * reading "%{…}" in it as an expression.
 */
const graph = [
  `[0:v]drawtext=fontfile=title.ttf:textfile=title.txt:expansion=none:fontsize=${TITLE.fontSize}` +
    `:fontcolor=${COLOURS.title}:line_spacing=${TITLE.lineSpacing}:x=${TITLE.left}:y=${TITLE.top},` +
    `format=yuv420p,loop=loop=-1:size=1:start=0,fps=${FRAME_RATE}[still]`,
  `[1:a]showwaves=s=${WAVEFORM.width}x${WAVEFORM.height}:mode=cline:rate=${FRAME_RATE}:colors=${COLOURS.waveform}[wave]`,
  `[still][wave]overlay=x=${WAVEFORM.left}:y=${WAVEFORM.top}:shortest=1:format=yuv420[video]`,
].join(';');

/** Renders the waveform video (MP4, H.264 + AAC, 1280 × 720) of the audio into workDir; answers its path. */
export async function renderWaveformVideo(video: WaveformVideo): Promise<string> {
  const { workDir } = video;
  await writeFile(path.join(workDir, 'background.png'), await drawBackground(video.cover));
  await writeFile(path.join(workDir, 'title.txt'), titleLines(video.title).join('\n'));
  await copyFile(FONT, path.join(workDir, 'title.ttf'));
  const output = path.join(workDir, 'video.mp4');
  const command = ffmpeg({ cwd: workDir })
    .setFfmpegPath(video.ffmpegPath)
    .input('background.png')
    .inputOptions(['-hide_banner'])
    .input(video.audio)
    .complexFilter(graph)
    .output(output)
    .outputOptions(['-map', '[video]', '-map', '1:a', ...VIDEO_OPTIONS, ...AUDIO_OPTIONS])
    .outputOptions(['-shortest', '-movflags', '+faststart']);
  await runWithProgress(command, { durationSeconds: video.seconds, progress: video.progress, signal: video.signal });
  return output;
}
