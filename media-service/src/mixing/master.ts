import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { encodeMp3InParts } from '../audio/mp3-parts.ts';
import { allOrNone } from '../audio/together.ts';
import {
  loudnessCorrectFilter,
  loudnessMeasureFilter,
  parseLoudnessSummary,
  type LoudnessMeasurement,
} from './loudness.ts';
import { MIX_SAMPLE_RATE, mixGraph, type MixZone } from './mix-graph.ts';

interface AudiobookMix {
  /** The narration's lossless master: a local file, or a WAV streamed in while it is mixed. */
  narration: string | Readable;
  narrationSeconds: number;
  zones: MixZone[];
  /** An empty folder the mix may write into; the caller removes it. */
  workDir: string;
  ffmpegPath: string;
  /** Fraction of the whole mix and master done, following ffmpeg's progress through both passes. */
  progress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * Called with each file as soon as it is written, side by side with the rest: storing the WAV (written in seconds)
   * overlaps the MP3's encoding. The mix settles only once both have been stored.
   */
  store?: (format: 'wav' | 'mp3', file: string, signal: AbortSignal) => Promise<void>;
}

export interface MasteredAudiobook {
  /** 44.1 kHz 16-bit stereo WAV and 320 kb/s constant-bit-rate MP3, both in workDir. */
  wav: string;
  mp3: string;
  /** The mix's loudness before mastering. */
  measured: LoudnessMeasurement;
}

/** The first pass (mixing, with the measurement beside it) takes about a third of the time the MP3 parts take. */
const MIX_SHARE = 0.25;

// Info level: ebur128 prints its summary there, and ffmpeg its progress.
const command = (ffmpegPath: string, input: string | Readable) =>
  ffmpeg(input).setFfmpegPath(ffmpegPath).inputOptions(['-hide_banner']);

/** The raw float samples' format, for ffmpeg reading them back. */
const MIXED_FORMAT = ['-f', 'f32le', '-ar', String(MIX_SAMPLE_RATE), '-ac', '2'];
/** Bytes of one of its stereo samples. */
const MIXED_SAMPLE_BYTES = 8;

/**
 * The first pass: the mix, written as raw float samples (nothing clips before the gain is known) and piped to a
 * second ffmpeg measuring its loudness, so mixing and measuring (its true peak oversamples, costing as much as the
 * mix) each have a core.
 */
async function mixAndMeasure(mix: AudiobookMix, mixed: string): Promise<LoudnessMeasurement> {
  const { ffmpegPath, narrationSeconds } = mix;
  const toMeasure = new PassThrough();
  const mixing = command(ffmpegPath, mix.narration);
  // Looped, so a zone longer than its track keeps playing; the graph trims each to its zone.
  for (const zone of mix.zones) mixing.input(zone.file).inputOptions(['-stream_loop', '-1']);
  mixing
    .complexFilter(`${mixGraph(mix.zones, narrationSeconds)};[mix]asplit=2[keep][measure]`)
    .output(mixed)
    .outputOptions(['-map', '[keep]', '-c:a', 'pcm_f32le', '-f', 'f32le'])
    .output(toMeasure, { end: false })
    .outputOptions(['-map', '[measure]', '-c:a', 'pcm_f32le', '-f', 'f32le']);
  const measuring = command(ffmpegPath, toMeasure)
    .inputOptions(MIXED_FORMAT)
    .audioFilters(loudnessMeasureFilter)
    .output('-')
    .outputOptions(['-f', 'null']);
  const [, log] = await allOrNone(
    [
      async (together) => {
        try {
          await runWithProgress(mixing, {
            durationSeconds: narrationSeconds,
            progress: (fraction) => mix.progress?.(fraction * MIX_SHARE),
            signal: together,
          });
          toMeasure.end();
        } catch (error) {
          toMeasure.destroy();
          throw error;
        }
        return '';
      },
      (together) => runWithProgress(measuring, { durationSeconds: narrationSeconds, signal: together }),
    ],
    mix.signal,
  );
  return parseLoudnessSummary(log!);
}

/**
 * Mixes the narration with its music zones and masters the result to the audiobook target in two passes: the
 * first mixes and measures the loudness, the second applies the measured correction, writing the WAV and, side by
 * side on every core, the MP3 in parts.
 */
export async function mixAndMaster(mix: AudiobookMix): Promise<MasteredAudiobook> {
  const { ffmpegPath, narrationSeconds, signal, workDir } = mix;
  const mixed = path.join(workDir, 'mixed.f32');
  const measured = await mixAndMeasure(mix, mixed);
  // Counted, not computed from narrationSeconds: the mix is as long as the narration's file, to the sample.
  const totalSamples = (await stat(mixed)).size / MIXED_SAMPLE_BYTES;
  const correct = loudnessCorrectFilter(measured);

  const wav = path.join(workDir, 'audiobook.wav');
  const mp3 = path.join(workDir, 'audiobook.mp3');
  const writeWav = async (together: AbortSignal) => {
    await runWithProgress(
      command(ffmpegPath, mixed).inputOptions(MIXED_FORMAT).audioFilters(correct).audioCodec('pcm_s16le').output(wav),
      { durationSeconds: narrationSeconds, signal: together },
    );
    await mix.store?.('wav', wav, together);
  };
  const writeMp3 = async (together: AbortSignal) => {
    await encodeMp3InParts({
      ffmpegPath,
      pcm: mixed,
      sampleRate: MIX_SAMPLE_RATE,
      totalSamples,
      filter: correct,
      bitrateKbps: 320,
      // LAME's -q 7 instead of its default -q 3, and each channel coded on its own instead of joint stereo: at
      // 320 kb/s the bits are not what limits the quality, and it encodes in half the time (the MP3 encoder is most
      // of a mix's time).
      lameQuality: 7,
      jointStereo: false,
      parts: availableParallelism(),
      output: mp3,
      workDir,
      progress: (fraction) => mix.progress?.(MIX_SHARE + fraction * (1 - MIX_SHARE)),
      signal: together,
    });
    await mix.store?.('mp3', mp3, together);
  };
  await allOrNone([writeWav, writeMp3], signal);
  mix.progress?.(1);
  return { wav, mp3, measured };
}
