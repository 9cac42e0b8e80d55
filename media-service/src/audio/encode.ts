import { Readable } from 'node:stream';
import type { FfmpegCommand } from 'fluent-ffmpeg';
import { ffmpegCommand, runToFiles, runToStream } from './ffmpeg.ts';
import { floatBytes, floatSamples } from './pcm.ts';

/**
 * mp3: constant bit rate, streams and seeks by byte range in every browser. flac and wav: lossless, for mixing later.
 */
export type AudioFormat = 'mp3' | 'flac' | 'wav';

interface EncodeOptions {
  ffmpegPath: string;
  sampleRate: number;
  format: AudioFormat;
  /** mp3 only; 64 kb/s mono is plenty for a voice. */
  bitrateKbps?: number;
  /** mp3 only: no frame borrows bits from earlier ones (LAME's bit reservoir), so runs of frames can be joined. */
  standaloneFrames?: boolean;
}

/** Mono float samples, whole or as a stream of pieces (never all held at once). */
type PcmSource = Float32Array | Iterable<Float32Array> | AsyncIterable<Float32Array>;

/** One file of an encodeAudioFiles run. */
interface AudioFileOutput {
  path: string;
  format: AudioFormat;
}

type Codec = (
  command: FfmpegCommand,
  options: Pick<EncodeOptions, 'bitrateKbps' | 'standaloneFrames'>,
) => FfmpegCommand;

const CODECS: Record<AudioFormat, Codec> = {
  // LAME's -q 7 ("fast mode"): about half the CPU time of ffmpeg's default -q 3; for 64 kb/s mono speech -q 7 and
  // -q 9 wrote identical files, so nothing faster is to be had.
  mp3: (command, { bitrateKbps = 64, standaloneFrames = false }) =>
    command
      .audioCodec('libmp3lame')
      .audioBitrate(bitrateKbps)
      .outputOptions(['-compression_level', '7', ...(standaloneFrames ? ['-reservoir', '0'] : [])])
      .format('mp3'),
  flac: (command) => command.audioCodec('flac').format('flac'),
  wav: (command) => command.audioCodec('pcm_s16le').format('wav'),
};

async function* bytesOf(source: PcmSource): AsyncGenerator<Uint8Array> {
  for await (const samples of source instanceof Float32Array ? [source] : source) yield floatBytes(samples);
}

/** A command reading mono f32le samples from stdin, as they are produced. */
const pcmCommand = (source: PcmSource, options: Pick<EncodeOptions, 'ffmpegPath' | 'sampleRate'>) =>
  ffmpegCommand(options.ffmpegPath, Readable.from(bytesOf(source)))
    .inputFormat('f32le')
    .inputOptions(['-ar', String(options.sampleRate), '-ac', '1']);

// Every output maps the one input's audio with its own codec, so one run can write several files.
const encodeTo = (command: FfmpegCommand, format: AudioFormat, options: Omit<EncodeOptions, 'format'>) =>
  CODECS[format](command.outputOptions(['-map', '0:a']), options);

/** Encodes mono PCM with ffmpeg as it arrives; the result streams out (for example straight into object storage). */
export function encodeAudio(source: PcmSource, options: EncodeOptions): Readable {
  return runToStream(encodeTo(pcmCommand(source, options), options.format, options));
}

/**
 * Like encodeAudio, into files: one ffmpeg run, reading the samples once, writes every output. On a seekable file
 * ffmpeg also writes the headers a pipe cannot have (the MP3's Xing/LAME frame with its exact length and encoder
 * delay, the WAV's sizes).
 */
export function encodeAudioFiles(
  source: PcmSource,
  outputs: AudioFileOutput[],
  options: Omit<EncodeOptions, 'format'>,
): Promise<void> {
  const command = pcmCommand(source, options);
  for (const output of outputs) encodeTo(command.output(output.path), output.format, options);
  return runToFiles(command);
}

/**
 * Decodes audio in the named container to mono float samples at `sampleRate`, as a stream. Only that container's
 * demuxer runs (never ffmpeg's guess from the content, which could pick a playlist or concat script that opens other
 * files or URLs), and only the pipe it reads from may be opened.
 */
export function decodeAudio(
  input: Uint8Array | AsyncIterable<Uint8Array>,
  options: { ffmpegPath: string; sampleRate: number; format: AudioFormat },
): AsyncGenerator<Float32Array> {
  const command = ffmpegCommand(options.ffmpegPath, Readable.from(input instanceof Uint8Array ? [input] : input))
    .inputFormat(options.format)
    .inputOptions(['-protocol_whitelist', 'pipe'])
    .audioChannels(1)
    .audioFrequency(options.sampleRate)
    .format('f32le');
  return floatSamples(runToStream(command));
}
