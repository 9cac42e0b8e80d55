import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { readMp3Stream } from './acx-mp3.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'acx-mp3-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Noise then a tone (two seconds of each unless told), so a variable bit rate has something to vary with. */
async function encoded(name: string, options: string[], seconds = 2): Promise<string> {
  const file = path.join(dir, name);
  await promisify(execFile)(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `anoisesrc=duration=${seconds}:amplitude=0.5`],
    ...['-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-filter_complex', '[0:a][1:a]concat=n=2:v=0:a=1'],
    ...options,
    file,
  ]);
  return file;
}

describe('readMp3Stream', () => {
  it('reads a constant bit rate, the sample rate and the channels of every frame', async () => {
    const cbr = await encoded('cbr.mp3', ['-ar', '44100', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '192k']);
    expect(await readMp3Stream(cbr)).toEqual({ sampleRate: 44_100, channels: 1, bitRatesKbps: [192], xing: false });
    const stereo = await encoded('stereo.mp3', ['-ar', '48000', '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k']);
    expect(await readMp3Stream(stereo)).toEqual({ sampleRate: 48_000, channels: 2, bitRatesKbps: [128], xing: false });
  });

  it('finds a variable bit rate in the frames', async () => {
    const vbr = await encoded('vbr.mp3', ['-ar', '44100', '-ac', '1', '-c:a', 'libmp3lame', '-q:a', '2']);
    const stream = await readMp3Stream(vbr);
    expect(stream.xing).toBe(true);
    expect(stream.bitRatesKbps.length).toBeGreaterThan(1);
  });

  it('walks a file longer than the stretch it reads at once to its last frame', async () => {
    // 50 s at 192 kb/s (1.2 MB) followed by bare frames at 128 kb/s: only a walk past the first megabyte finds them.
    const long = await encoded('long.mp3', ['-ar', '44100', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '192k'], 25);
    const tail = await encoded('tail.mp3', [
      ...['-ar', '44100', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '128k'],
      ...['-write_xing', '0', '-id3v2_version', '0'],
    ]);
    const joined = path.join(dir, 'joined.mp3');
    await writeFile(joined, Buffer.concat([await readFile(long), await readFile(tail)]));
    expect((await readMp3Stream(joined)).bitRatesKbps).toEqual([128, 192]);
  });
});
