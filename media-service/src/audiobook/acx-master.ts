import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { ACX_RULES } from '@reeltalk/contracts';
import ffmpeg from 'fluent-ffmpeg';
import { runToStream, runWithProgress } from '../audio/ffmpeg.ts';
import { decibels } from '../audio/frames.ts';
import { LEVEL_FRAME_SECONDS, LevelMeter, SOUND_THRESHOLD_DB, type AudioLevels } from '../audio/levels.ts';
import { floatSamples } from '../audio/pcm.ts';

const RATE = ACX_RULES.sampleRate;

/** Where the RMS is brought: the middle of ACX's -23 to -18 dB, leaving room either side for the limiter. */
export const ACX_TARGET_RMS_DB = -20;

/**
 * Where the limiter holds the peaks, at four times the sample rate so the peaks between samples are held too: a
 * decibel under ACX's -3 dB, for the MP3 encoder's overshoot and the resampler's ripple.
 */
export const ACX_LIMIT_DB = -4;

/**
 * The room tone laid under every file: pink noise (a real room's hum and air, most of it low) at about -71 dB RMS.
 * ACX rejects digital silence, and its head and tail must sound like the room; 11 dB under its -60 dB ceiling leaves
 * room for the quiet of the narration itself, and it is well over what the MP3 encoder leaves out, so the decoded
 * file keeps it.
 */
const ROOM_TONE = 'anoisesrc=color=pink:amplitude=0.0015:seed=30';

/**
 * Room tone added before the first sound and after the last: with what is kept of the cut's own quiet (KEEP_*),
 * 0.75 s at the head (ACX: 0.5-1 s) and 2.5 s at the tail (1-5 s), the middle of each.
 */
const HEAD_SECONDS = 0.7;
const TAIL_SECONDS = 2.25;
/** The cut's own audio kept around its sound, so no breath in or decaying word is clipped. */
const KEEP_BEFORE_FRAMES = 5;
const KEEP_AFTER_FRAMES = 25;
/** The most a file is raised: a near-silent cut is not blown up into noise (its report then says it is too quiet). */
const MAX_GAIN_DB = 40;

/** A stretch of a WAV file (all of it when start and end are absent). */
export interface AcxSource {
  file: string;
  start?: number;
  end?: number;
}

interface AcxMasterOptions {
  ffmpegPath: string;
  channels: 1 | 2;
  /** The MP3 to write, and a file for the cut's raw samples (removed after). */
  output: string;
  scratch: string;
  /** ffmpeg's -metadata name=value pairs for the MP3's ID3 tag. */
  tags: Record<string, string>;
  signal: AbortSignal;
}

/** What is kept of a cut (in 10 ms frames, `to` excluded) and the gain that brings the finished file to the target. */
export interface MasteringPlan {
  from: number;
  to: number;
  gainDb: number;
}

/**
 * Plans a file from its cut's frame energies: trims the cut's quiet ends to just around its first and last sound
 * (sound as the finished file measures it, after the gain), and takes the gain that brings the whole finished file,
 * room tone included, to the target RMS. The gain and what counts as sound depend on each other, so it settles them
 * in turn.
 */
export function masteringPlan(energies: readonly number[]): MasteringPlan {
  const count = energies.length;
  const meanOf = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += energies[i]!;
    return to > from ? sum / (to - from) : 0;
  };
  const gainFor = (from: number, to: number) => {
    const frames = to - from;
    const finished = frames + (HEAD_SECONDS + TAIL_SECONDS) / LEVEL_FRAME_SECONDS;
    const mean = meanOf(from, to);
    if (mean <= 0) return 0;
    // The finished file's mean square is the cut's, raised, spread over the room tone as well.
    const gainDb = ACX_TARGET_RMS_DB - decibels((mean * frames) / finished);
    return Math.min(MAX_GAIN_DB, gainDb);
  };
  let plan: MasteringPlan = { from: 0, to: count, gainDb: gainFor(0, count) };
  for (let round = 0; round < 5; round++) {
    const threshold = 10 ** ((SOUND_THRESHOLD_DB - plan.gainDb) / 10);
    const first = energies.findIndex((energy) => energy > threshold);
    if (first < 0) return plan;
    const last = energies.findLastIndex((energy) => energy > threshold);
    const from = Math.max(0, first - KEEP_BEFORE_FRAMES);
    const to = Math.min(count, last + 1 + KEEP_AFTER_FRAMES);
    const next = { from, to, gainDb: gainFor(from, to) };
    if (next.from === plan.from && next.to === plan.to) return next;
    plan = next;
  }
  return plan;
}

/** The levels of raw float samples streaming in. */
async function measureSamples(bytes: AsyncIterable<Uint8Array>, channels: number): Promise<LevelMeter> {
  const meter = new LevelMeter(RATE, channels);
  for await (const samples of floatSamples(bytes)) meter.add(samples);
  return meter;
}

/** Decodes an audio file (an encoded ACX file) and measures it: what ACX's checks read. */
export async function measureAudioFile(
  ffmpegPath: string,
  file: string,
  channels: number,
  signal: AbortSignal,
): Promise<AudioLevels> {
  const decoded = runToStream(
    ffmpeg(file)
      .setFfmpegPath(ffmpegPath)
      .inputOptions(['-hide_banner', '-loglevel', 'error'])
      .audioChannels(channels)
      .audioFrequency(RATE)
      .format('f32le'),
  );
  const stop = () => decoded.destroy(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  try {
    return (await measureSamples(decoded, channels)).levels();
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

const command = (ffmpegPath: string, input: string) =>
  ffmpeg(input).setFfmpegPath(ffmpegPath).inputOptions(['-hide_banner', '-loglevel', 'error']);

/**
 * The filter graph finishing a planned cut: the gain, the limiter at four times the rate, the room tone's lengths
 * at either end, and the room tone laid under all of it.
 */
function masteringGraph(plan: MasteringPlan, channels: 1 | 2): string {
  const frame = RATE * LEVEL_FRAME_SECONDS;
  const kept = (plan.to - plan.from) * frame;
  const total = Math.round(kept + (HEAD_SECONDS + TAIL_SECONDS) * RATE);
  const delayMs = Math.round(HEAD_SECONDS * 1000);
  const limit = (10 ** (ACX_LIMIT_DB / 20)).toFixed(4);
  const sum = channels === 1 ? 'pan=mono|c0=c0+c1' : 'pan=stereo|c0=c0+c2|c1=c1+c2';
  return [
    `[0:a]atrim=start_sample=${plan.from * frame}:end_sample=${plan.to * frame},asetpts=N/SR/TB,` +
      `volume=${plan.gainDb.toFixed(2)}dB,aresample=${RATE * 4},` +
      `alimiter=limit=${limit}:attack=5:release=50:level=false,aresample=${RATE},` +
      `adelay=${Array(channels).fill(delayMs).join('|')},apad=whole_len=${total},` +
      // amerge needs both layouts named, and the noise source names none.
      `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'}[voice]`,
    `${ROOM_TONE}:sample_rate=${RATE}:duration=${(total / RATE).toFixed(6)},aformat=channel_layouts=mono[room]`,
    `[voice][room]amerge=inputs=2,${sum},atrim=end_sample=${total}[out]`,
  ].join(';');
}

/**
 * Masters a stretch of audio into one ACX file: cut (and mixed down to mono unless stereo) into raw samples,
 * measured, then trimmed to its sound, brought to the target RMS, limited, given room tone at either end and
 * under it all, and encoded as 44.1 kHz 192 kb/s constant-bit-rate MP3.
 */
export async function masterForAcx(source: AcxSource, options: AcxMasterOptions): Promise<void> {
  const { ffmpegPath, channels, output, scratch, signal } = options;
  const seek =
    source.start !== undefined
      ? [
          '-ss',
          source.start.toFixed(3),
          ...(source.end !== undefined ? ['-t', (source.end - source.start).toFixed(3)] : []),
        ]
      : [];
  const seconds = source.end !== undefined ? source.end - (source.start ?? 0) : 0;
  try {
    await runWithProgress(
      command(ffmpegPath, source.file)
        .inputOptions(seek)
        .audioChannels(channels)
        .audioFrequency(RATE)
        .audioCodec('pcm_f32le')
        .format('f32le')
        .output(scratch),
      { durationSeconds: seconds, signal },
    );
    const meter = await measureSamples(createReadStream(scratch), channels);
    const plan = masteringPlan(meter.frameEnergies());
    await runWithProgress(
      command(ffmpegPath, scratch)
        .inputOptions(['-f', 'f32le', '-ar', String(RATE), '-ac', String(channels)])
        .complexFilter(masteringGraph(plan, channels))
        // -b:a alone is LAME's constant bit rate (no -q:a, no ABR); the ID3 tag names the book and the file.
        .outputOptions(
          '-map',
          '[out]',
          '-c:a',
          'libmp3lame',
          '-b:a',
          `${ACX_RULES.bitRateKbps}k`,
          '-ar',
          String(RATE),
          '-ac',
          String(channels),
          '-id3v2_version',
          '3',
          ...Object.entries(options.tags).flatMap(([name, value]) => ['-metadata', `${name}=${value}`]),
        )
        .output(output),
      { durationSeconds: 0, signal },
    );
  } finally {
    await rm(scratch, { force: true });
  }
}
