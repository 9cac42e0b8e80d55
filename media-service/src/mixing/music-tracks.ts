import { stat } from 'node:fs/promises';
import path from 'node:path';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { parseIntegratedLoudness } from './loudness.ts';
import { MIX_SAMPLE_RATE, STEREO } from './mix-graph.ts';

/** Raw float stereo samples at the mix's rate: what the tracks are decoded to, and how ffmpeg reads them back. */
export const RAW_STEREO = ['-f', 'f32le', '-ar', String(MIX_SAMPLE_RATE), '-ac', '2'];
const RAW_SAMPLE_BYTES = 8;

/** Where a track's end crossfades into its start when a zone outlasts it (at most a quarter of the track). */
const LOOP_CROSSFADE_SECONDS = 3;

/** A zone's music as the mix reads it: decoded once, its length and loudness known, and its loop when one is needed. */
export interface MixTrack {
  /** Raw samples (RAW_STEREO) of the whole track. */
  file: string;
  seconds: number;
  /** Integrated loudness, as mixed (stereo); -Infinity for silence. */
  lufs: number;
  /** Raw samples of a loop that repeats without a seam, for zones longer than the track; null when none is. */
  loop: string | null;
}

const command = (ffmpegPath: string, input: string) =>
  ffmpeg(input).setFfmpegPath(ffmpegPath).inputOptions(['-hide_banner']);

/**
 * The loop of a track: from its start after the crossfade to its end, its last seconds fading out (equal power) while
 * its first ones fade in. It ends where it starts, so played again and again it has no seam; a zone's own fade-in
 * covers that it starts a few seconds into the track.
 */
async function makeLoop(ffmpegPath: string, track: string, seconds: number, loop: string, signal: AbortSignal) {
  const fade = Math.min(LOOP_CROSSFADE_SECONDS, seconds / 4).toFixed(3);
  const tailStart = (seconds - Number(fade)).toFixed(3);
  const graph = [
    '[0:a]asplit=3[a][b][c]',
    `[a]atrim=start=${fade}:end=${tailStart},asetpts=N/SR/TB[body]`,
    `[b]atrim=start=${tailStart},asetpts=N/SR/TB,afade=t=out:st=0:d=${fade}:curve=qsin[tail]`,
    `[c]atrim=end=${fade},asetpts=N/SR/TB,afade=t=in:st=0:d=${fade}:curve=qsin[head]`,
    '[tail][head]amix=inputs=2:duration=longest:dropout_transition=0,volume=2[seam]',
    '[body][seam]concat=n=2:v=0:a=1[loop]',
  ].join(';');
  await runWithProgress(
    command(ffmpegPath, track)
      .inputOptions(RAW_STEREO)
      .complexFilter(graph)
      .output(loop)
      .outputOptions(['-map', '[loop]', '-c:a', 'pcm_f32le', ...RAW_STEREO]),
    { durationSeconds: seconds, signal },
  );
}

/**
 * Decodes a zone's music (any format ffmpeg reads) to raw stereo samples at the mix's rate, measuring its loudness in
 * the same pass, and makes its seamless loop when `longestZone` (seconds) outlasts it.
 */
export async function prepareTrack(options: {
  ffmpegPath: string;
  source: string;
  /** Where its files go: `<name>.f32` and `<name>.loop.f32`. */
  base: string;
  longestZone: number;
  signal: AbortSignal;
}): Promise<MixTrack> {
  const { ffmpegPath, source, base, longestZone, signal } = options;
  const file = `${base}.f32`;
  const log = await runWithProgress(
    command(ffmpegPath, source)
      .audioFilters([STEREO, 'ebur128'])
      .output(file)
      .outputOptions(['-c:a', 'pcm_f32le', ...RAW_STEREO]),
    { durationSeconds: 0, signal },
  );
  const seconds = (await stat(file)).size / RAW_SAMPLE_BYTES / MIX_SAMPLE_RATE;
  const lufs = parseIntegratedLoudness(log);
  // A track of a few samples more than its zone needs no loop: the zone trims it.
  if (longestZone <= seconds || seconds < 1) return { file, seconds, lufs, loop: null };
  const loop = `${base}.loop.f32`;
  await makeLoop(ffmpegPath, file, seconds, loop, signal);
  return { file, seconds, lufs, loop };
}

export const trackBase = (workDir: string, index: number) => path.join(workDir, `music-${index}`);
