import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** What ffmpeg says of a media file (no ffprobe is shipped): its stream lines and how long it plays. */
export interface MediaReport {
  /** The "Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 320 kb/s" lines. */
  streams: string[];
  /** Decoded to the end: the playing time, to ffmpeg's 10 ms. */
  seconds: number;
}

/** FFMPEG_PATH, else the ffmpeg shipped on npm: both read what the stack makes. */
export const mediaFfmpegPath = process.env.FFMPEG_PATH ?? ffmpeg.path;

const TIME = /time=(\d+):(\d+):(\d+(?:\.\d+)?)/g;

/** Decodes the file with mediaFfmpegPath and reads its report. */
export async function probeMedia(file: string): Promise<MediaReport> {
  const { stderr } = await promisify(execFile)(
    mediaFfmpegPath,
    ['-hide_banner', '-nostats', '-i', file, '-f', 'null', '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const input = stderr.split(/^Output #0/m)[0] ?? '';
  const streams = input
    .split('\n')
    .filter((line) => /^\s*Stream #0:\d+(\[\w+\])?(\(\w+\))?: /.test(line))
    .map((line) => line.trim());
  const last = [...stderr.matchAll(TIME)].at(-1);
  if (!last) throw new Error(`ffmpeg reported no playing time for ${file}:\n${stderr.slice(-2000)}`);
  const [, h, m, s] = last;
  return { streams, seconds: Number(h) * 3600 + Number(m) * 60 + Number(s) };
}

/** Bytes of the ID3v2 tag at the start of an MP3 (none: 0); its size is stored in four 7-bit bytes. */
const id3Length = (bytes: Buffer): number =>
  bytes.toString('latin1', 0, 3) === 'ID3'
    ? 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!)
    : 0;

/**
 * The tag LAME writes in the first frame of an MPEG-1 stereo MP3 (after the 4-byte header and 32 bytes of side
 * information): 'Info' for a constant bit rate, 'Xing' for a variable one.
 */
export async function mp3RateTag(file: string): Promise<string> {
  const bytes = await readFile(file);
  const frame = id3Length(bytes);
  return bytes.toString('latin1', frame + 36, frame + 40);
}
