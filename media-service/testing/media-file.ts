import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { testFfmpegPath } from './ffmpeg-path.ts';

const run = promisify(execFile);

/** What `ffmpeg -i` says of a media file: its duration in seconds and each stream's description line. */
export async function probeMedia(file: string): Promise<{ seconds: number; streams: string[] }> {
  // ffmpeg with an input and no output exits with an error after describing the input: that description is the point.
  const { stderr } = await run(testFfmpegPath, ['-hide_banner', '-i', file]).catch((error: { stderr?: string }) => ({
    stderr: error.stderr ?? '',
  }));
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  if (!duration) throw new Error(`ffmpeg could not read ${file}:\n${stderr}`);
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  return { seconds, streams: stderr.split('\n').filter((line) => /Stream #/.test(line)) };
}

/** A stereo MP3 of a tone whose loudness swells and fades once a second (a waveform that moves), made by ffmpeg. */
export async function toneMp3(file: string, seconds: number): Promise<void> {
  await run(testFfmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${seconds}`,
    '-af',
    'volume=0.2+0.6*abs(sin(PI*t)):eval=frame',
    '-ac',
    '2',
    '-b:a',
    '192k',
    file,
  ]);
}

/** A narration's lossless master as ffmpeg makes it: a voice-like tone in bursts of 1.25 s with pauses between. */
export async function speechLikeFlac(file: string, seconds: number): Promise<void> {
  await run(testFfmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=150:sample_rate=44100:duration=${seconds}`],
    ...['-af', "volume='0.6*gt(sin(2*PI*t*0.4),0)':eval=frame", '-ac', '1'],
    file,
  ]);
}

/**
 * Seconds of audio a file decodes to. (What `ffmpeg -i` gives as an MP3's Duration includes the encoder's delay,
 * 25 to 50 ms that no decoder plays.)
 */
export async function decodedSeconds(file: string): Promise<number> {
  const { stderr } = await run(testFfmpegPath, ['-hide_banner', '-i', file, '-f', 'null', '-']);
  const [, h, m, s] = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].at(-1) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** One frame of a video at `atSeconds`, as a PNG. */
export async function videoFrame(video: string, atSeconds: number, png: string): Promise<void> {
  await run(testFfmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(atSeconds),
    '-i',
    video,
    '-frames:v',
    '1',
    png,
  ]);
}
