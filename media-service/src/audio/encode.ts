import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { runFfmpeg } from './ffmpeg.ts';
import { floatBytes, floatSamples } from './pcm.ts';
import { decodeWav, WavError } from './wav.ts';

/**
 * mp3: constant bit rate, streams and seeks by byte range in every browser. flac and wav: lossless, for mixing later.
 */
export type AudioFormat = 'mp3' | 'flac' | 'wav';

export interface EncodeOptions {
  ffmpegPath: string;
  sampleRate: number;
  format: AudioFormat;
  /** mp3 only; 64 kb/s mono is plenty for a voice. */
  bitrateKbps?: number;
}

/** Mono float samples, whole or as a stream of pieces (never all held at once). */
export type PcmSource = Float32Array | Iterable<Float32Array> | AsyncIterable<Float32Array>;

/** One file of an encodeAudioFiles run. */
export interface AudioFileOutput {
  path: string;
  format: AudioFormat;
}

const CODEC_ARGS: Record<AudioFormat, (options: Pick<EncodeOptions, 'bitrateKbps'>) => string[]> = {
  // LAME's -q 7 ("fast mode"): about half the CPU time of ffmpeg's default -q 3; for 64 kb/s mono speech -q 7 and
  // -q 9 wrote identical files, so nothing faster is to be had.
  mp3: ({ bitrateKbps = 64 }) => [
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${bitrateKbps}k`,
    '-compression_level',
    '7',
    '-f',
    'mp3',
  ],
  flac: () => ['-c:a', 'flac', '-f', 'flac'],
  wav: () => ['-c:a', 'pcm_s16le', '-f', 'wav'],
};

async function* bytesOf(source: PcmSource): AsyncGenerator<Uint8Array> {
  for await (const samples of source instanceof Float32Array ? [source] : source) yield floatBytes(samples);
}

const pcmInput = (sampleRate: number) => ['-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'];

// Every output maps the one input's audio with its own codec, so one run can write several files.
const outputArgs = (format: AudioFormat, options: Pick<EncodeOptions, 'bitrateKbps'>, output: string) => [
  '-map',
  '0:a',
  ...CODEC_ARGS[format](options),
  output,
];

/** Encodes mono PCM with ffmpeg as it arrives; the result streams out (for example straight into object storage). */
export function encodeAudio(source: PcmSource, options: EncodeOptions): Readable {
  const args = [...pcmInput(options.sampleRate), ...outputArgs(options.format, options, 'pipe:1')];
  return runFfmpeg(options.ffmpegPath, args, bytesOf(source));
}

/**
 * Like encodeAudio, into files: one ffmpeg run, reading the samples once, writes every output. On a seekable file
 * ffmpeg also writes the headers a pipe cannot have (the MP3's Xing/LAME frame with its exact length and encoder
 * delay, the WAV's sizes).
 */
export async function encodeAudioFiles(
  source: PcmSource,
  outputs: AudioFileOutput[],
  options: Omit<EncodeOptions, 'format'>,
): Promise<void> {
  const args = [...pcmInput(options.sampleRate), ...outputs.flatMap((o) => outputArgs(o.format, options, o.path))];
  await finished(runFfmpeg(options.ffmpegPath, ['-y', ...args], bytesOf(source)).resume());
}

export function encodeAudioFile(source: PcmSource, filePath: string, options: EncodeOptions): Promise<void> {
  return encodeAudioFiles(source, [{ path: filePath, format: options.format }], options);
}

export function encodeMp3(
  source: PcmSource,
  sampleRate: number,
  options: { ffmpegPath: string; bitrateKbps?: number },
): Readable {
  return encodeAudio(source, { ...options, sampleRate, format: 'mp3' });
}

/** One piece of a longer recording: samples, or a WAV file as encodeWav writes it. */
export type AudioPiece = Float32Array | Uint8Array;

/**
 * Joins pieces (a book's paragraphs, in order) into one encoded stream. Pieces are read one at a time from the async
 * source, so only one is in memory at once; all must have the given sample rate.
 */
export function concatAudio(
  pieces: Iterable<AudioPiece> | AsyncIterable<AudioPiece>,
  options: EncodeOptions,
): Readable {
  async function* samples(): AsyncGenerator<Float32Array> {
    for await (const piece of pieces) {
      if (piece instanceof Float32Array) {
        yield piece;
        continue;
      }
      const wav = decodeWav(piece);
      if (wav.sampleRate !== options.sampleRate) {
        throw new WavError(`A piece at ${wav.sampleRate} Hz cannot join audio at ${options.sampleRate} Hz.`);
      }
      yield wav.samples;
    }
  }
  return encodeAudio(samples(), options);
}

/** Decodes any audio ffmpeg reads (a file path, or bytes) to mono float samples at `sampleRate`, as a stream. */
export function decodeAudio(
  input: string | Uint8Array | AsyncIterable<Uint8Array>,
  options: { ffmpegPath: string; sampleRate: number },
): AsyncGenerator<Float32Array> {
  const fromPath = typeof input === 'string';
  const args = ['-i', fromPath ? input : 'pipe:0', '-f', 'f32le', '-ac', '1', '-ar', String(options.sampleRate)];
  const stdin = fromPath ? undefined : input instanceof Uint8Array ? [input] : input;
  return floatSamples(runFfmpeg(options.ffmpegPath, [...args, 'pipe:1'], stdin));
}
