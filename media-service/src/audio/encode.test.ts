import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { decodeAudio, encodeAudio, encodeAudioFiles, type AudioFormat } from './encode.ts';
import { FfmpegError, ffmpegVersion } from './ffmpeg.ts';
import { decodeWav } from './wav.ts';

const RATE = 22050;
// LAME's encoder delay plus padding: what an MP3 without its header frame adds, under 0.1 s.
const MP3_SLACK_SECONDS = 0.1;

/** A second of silence, then a 440 Hz tone at half scale, `seconds` long in all. */
function toneAfterSilence(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = RATE; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return samples;
}

async function decodeAll(input: Uint8Array, format: AudioFormat): Promise<Float32Array> {
  const chunks: Float32Array[] = [];
  for await (const chunk of decodeAudio(input, { ffmpegPath, sampleRate: RATE, format })) chunks.push(chunk);
  const all = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}
/** A file's samples as ffmpeg reads a seekable file, where an MP3's header frame trims its padding. */
async function decodeFile(file: string): Promise<Float32Array> {
  const args = ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '1', '-ar', String(RATE), 'pipe:1'];
  const { stdout } = await promisify(execFile)(ffmpegPath, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
}
const firstLoud = (samples: Float32Array) => samples.findIndex((sample) => Math.abs(sample) > 0.1);
const peak = (samples: Float32Array) => samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reeltalk-audio-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('encodeAudio', () => {
  it('streams a decodable MP3 of the right duration and content', async () => {
    const tone = toneAfterSilence(3);
    const mp3 = await buffer(encodeAudio(tone, { ffmpegPath, sampleRate: RATE, format: 'mp3' }));
    expect(mp3.toString('latin1', 0, 3)).toBe('ID3');
    const decoded = await decodeAll(mp3, 'mp3');
    expect(decoded.length / RATE).toBeGreaterThanOrEqual(3);
    expect(decoded.length / RATE).toBeLessThan(3 + MP3_SLACK_SECONDS);
    expect(peak(decoded)).toBeCloseTo(0.5, 1);
    expect((firstLoud(decoded) - RATE) / RATE).toBeLessThan(MP3_SLACK_SECONDS);
  });

  it('encodes a stream of pieces as one recording, pieces taken one at a time', async () => {
    let piecesRead = 0;
    async function* pieces() {
      for (let i = 0; i < 5; i++) {
        piecesRead++;
        yield toneAfterSilence(1.5);
      }
    }
    const mp3 = encodeAudio(pieces(), { ffmpegPath, sampleRate: RATE, format: 'mp3' });
    const decoded = await decodeAll(await buffer(mp3), 'mp3');
    expect(piecesRead).toBe(5);
    expect(decoded.length / RATE).toBeGreaterThanOrEqual(7.5);
    expect(decoded.length / RATE).toBeLessThan(7.5 + MP3_SLACK_SECONDS);
  });
});

describe('encodeAudioFiles', () => {
  it('writes an MP3 file whose header gives the exact length, so the sound starts exactly where it was', async () => {
    const file = path.join(dir, 'exact.mp3');
    await encodeAudioFiles(toneAfterSilence(2), [{ path: file, format: 'mp3' }], { ffmpegPath, sampleRate: RATE });
    const decoded = await decodeFile(file);
    expect(decoded.length).toBe(2 * RATE);
    expect(Math.abs(firstLoud(decoded) - RATE)).toBeLessThanOrEqual(2);
  });

  it('writes lossless WAV and FLAC', async () => {
    const tone = toneAfterSilence(1.25);
    for (const format of ['wav', 'flac'] as const) {
      const file = path.join(dir, `lossless.${format}`);
      await encodeAudioFiles(tone, [{ path: file, format }], { ffmpegPath, sampleRate: RATE });
      const decoded = await decodeFile(file);
      expect(decoded.length).toBe(tone.length);
      expect(Math.max(...decoded.map((sample, i) => Math.abs(sample - (tone[i] as number))))).toBeLessThan(1e-3);
    }
    expect((await readFile(path.join(dir, 'lossless.flac'))).toString('ascii', 0, 4)).toBe('fLaC');
    // ffmpeg's WAV carries an extra metadata chunk; decodeWav walks past it.
    const wav = decodeWav(await readFile(path.join(dir, 'lossless.wav')));
    expect(wav.sampleRate).toBe(RATE);
    expect(wav.samples.length).toBe(tone.length);
  });

  it('writes an exact MP3 and a lossless FLAC of the same samples in one run, reading them once', async () => {
    let piecesRead = 0;
    async function* pieces() {
      for (let i = 0; i < 3; i++) {
        piecesRead++;
        yield toneAfterSilence(1.5);
      }
    }
    const [mp3, flac] = [path.join(dir, 'both.mp3'), path.join(dir, 'both.flac')];
    await encodeAudioFiles(
      pieces(),
      [
        { path: mp3, format: 'mp3' },
        { path: flac, format: 'flac' },
      ],
      { ffmpegPath, sampleRate: RATE },
    );
    expect(piecesRead).toBe(3);
    const fromMp3 = await decodeFile(mp3);
    const fromFlac = await decodeFile(flac);
    expect(fromMp3.length).toBe(4.5 * RATE);
    expect(fromFlac.length).toBe(4.5 * RATE);
    expect(Math.abs(firstLoud(fromMp3) - RATE)).toBeLessThanOrEqual(2);
    expect(firstLoud(fromFlac)).toBe(firstLoud(toneAfterSilence(1.5)));
  });
});

describe('encodeAudio from a stream of pieces', () => {
  it('reads pieces only as fast as its output is taken, so a book is never held whole', async () => {
    let piecesRead = 0;
    async function* book() {
      for (let i = 0; i < 300; i++) {
        piecesRead++;
        yield new Float32Array(RATE).fill(0.1);
      }
    }
    const output = encodeAudio(book(), { ffmpegPath, sampleRate: RATE, format: 'wav' });
    // Nobody reads the output yet: once it is full, ffmpeg waits for room, and the reading of pieces waits for ffmpeg.
    await vi.waitFor(() => expect(output.readableLength).toBeGreaterThanOrEqual(output.readableHighWaterMark), {
      timeout: 30_000,
    });
    expect(piecesRead).toBeLessThan(30);
    const wav = decodeWav(await buffer(output));
    expect(piecesRead).toBe(300);
    expect(wav.samples.length).toBe(300 * RATE);
  });

  it('fails with the error of the source of its samples', async () => {
    async function* broken() {
      yield new Float32Array(RATE);
      throw new RangeError('the engine stopped');
    }
    await expect(buffer(encodeAudio(broken(), { ffmpegPath, sampleRate: RATE, format: 'mp3' }))).rejects.toThrow(
      'the engine stopped',
    );
  });
});

describe('ffmpeg failures', () => {
  it('fail the output stream with ffmpeg’s message instead of ending it', async () => {
    const chunks = decodeAudio(Buffer.from('this is not audio'), { ffmpegPath, sampleRate: RATE, format: 'wav' });
    await expect(chunks.next()).rejects.toThrow(FfmpegError);
  });
});

describe('ffmpegVersion', () => {
  it('names the build that runs, and fails for a binary that is not there', async () => {
    expect(await ffmpegVersion(ffmpegPath)).toMatch(/^ffmpeg version \S+/);
    await expect(ffmpegVersion('/nonexistent/ffmpeg')).rejects.toThrow(/ENOENT/);
  });
});
