import path from 'node:path';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from './ffmpeg.ts';
import { fileBytes, joinMp3Parts, MP3_FRAME_SAMPLES } from './mp3-join.ts';
import { allOrNone } from './together.ts';

/** Bytes of one stereo sample frame of raw 32-bit float. */
const STEREO_FLOAT_BYTES = 8;

/**
 * Frames each part encodes beyond the audio it keeps, at both ends: LAME's psychoacoustic model and the filters
 * (a limiter's envelope) settle over the first ones, and the last kept frame needs the samples after it.
 */
const WARM_UP_FRAMES = 8;

interface PartedMp3 {
  ffmpegPath: string;
  /** Raw interleaved 32-bit float stereo samples (ffmpeg's f32le). */
  pcm: string;
  sampleRate: number;
  totalSamples: number;
  /** Applied to the samples before encoding, in each part alike (say, the mastering gain). */
  filter: string;
  /** The ID3v2 tag heading the MP3 (before its Info frame); none when left out. */
  tag?: Buffer;
  bitrateKbps: number;
  /** LAME's -q: 0 slowest and best to 9 fastest. */
  lameQuality: number;
  /** Joint stereo (mid/side where it saves bits) or each channel coded on its own. */
  jointStereo: boolean;
  /** How many ffmpeg processes encode side by side. */
  parts: number;
  output: string;
  /** A folder for the parts' files. */
  workDir: string;
  progress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** One part's samples: [start, end) of the input, of which it keeps the frames [keepFrom, keepTo). */
interface PartPlan {
  start: number;
  end: number;
  keep: { from: number; to?: number | undefined };
}

/** Whole frames per part, so every part's frames fall on the grid of the single encode's. */
export function planParts(totalSamples: number, parts: number): PartPlan[] {
  const frames = Math.max(1, Math.ceil(totalSamples / MP3_FRAME_SAMPLES / parts));
  const length = frames * MP3_FRAME_SAMPLES;
  const plans: PartPlan[] = [];
  for (let from = 0; from === 0 || from < totalSamples; from += length) {
    const last = from + length >= totalSamples;
    const start = Math.max(0, from - WARM_UP_FRAMES * MP3_FRAME_SAMPLES);
    const warmUp = (from - start) / MP3_FRAME_SAMPLES;
    plans.push({
      start,
      end: last ? totalSamples : from + length + WARM_UP_FRAMES * MP3_FRAME_SAMPLES,
      keep: { from: warmUp, to: last ? undefined : warmUp + frames },
    });
  }
  return plans;
}

/**
 * Encodes raw stereo float samples to one constant-bit-rate MP3 with several ffmpeg processes side by side (LAME
 * uses one core), each encoding a frame-aligned part without the bit reservoir, so its frames stand alone and the
 * parts join into the file one encode would write, gapless.
 */
export async function encodeMp3InParts(encode: PartedMp3): Promise<void> {
  const { sampleRate, signal } = encode;
  const plans = planParts(encode.totalSamples, encode.parts);
  const done = plans.map(() => 0);
  const report = () => encode.progress?.(done.reduce((sum, fraction) => sum + fraction, 0) / plans.length);
  const files = plans.map((_, index) => path.join(encode.workDir, `part-${index}.mp3`));
  await allOrNone(
    plans.map(({ start, end }, index) => (together) => {
      const command = ffmpeg(encode.pcm)
        .setFfmpegPath(encode.ffmpegPath)
        .inputOptions(['-hide_banner', '-f', 'f32le', '-ar', String(sampleRate), '-ac', '2'])
        .inputOptions(['-skip_initial_bytes', String(start * STEREO_FLOAT_BYTES)])
        .audioFilters([`atrim=end_sample=${end - start}`, encode.filter])
        .audioCodec('libmp3lame')
        .audioBitrate(encode.bitrateKbps)
        .outputOptions(['-compression_level', String(encode.lameQuality), '-reservoir', '0'])
        .outputOptions(['-joint_stereo', encode.jointStereo ? '1' : '0'])
        // No ID3 tag of ffmpeg's: the join writes the one it is given.
        .outputOptions(['-id3v2_version', '0'])
        .output(files[index]!);
      return runWithProgress(command, {
        durationSeconds: (end - start) / sampleRate,
        progress: (fraction) => {
          done[index] = fraction;
          report();
        },
        signal: together,
      });
    }),
    signal,
  );
  signal?.throwIfAborted();
  await joinMp3Parts(
    plans.map(({ keep }, index) => ({ ...keep, bytes: fileBytes(files[index]!) })),
    encode.output,
    encode.totalSamples,
    undefined,
    encode.tag ?? Buffer.alloc(0),
  );
  encode.progress?.(1);
}
