import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { AudiobookChapter, AudioTags } from '@reeltalk/contracts';
import ffmpeg from 'fluent-ffmpeg';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { encodeMp3InParts } from '../audio/mp3-parts.ts';
import { allOrNone } from '../audio/together.ts';
import {
  loudnessCorrectFilter,
  loudnessMeasureFilter,
  parseIntegratedLoudness,
  parseLoudnessSummary,
  type LoudnessMeasurement,
} from './loudness.ts';
import { MIX_SAMPLE_RATE, STEREO, mixGraph, zoneGainDb } from './mix-graph.ts';
import { mp3Tag } from './mp3-tag.ts';
import { RAW_STEREO, prepareTrack, trackBase, type MixTrack } from './music-tracks.ts';

/** Writes the narration's lossless master into `to` (a WAV) and ends it; called once for each pass that reads it. */
export type NarrationWriter = (to: Writable, signal: AbortSignal) => Promise<void>;

/** A zone of music on the narration's timeline, its audio in a local file. */
export interface MixZone {
  file: string;
  /** Seconds on the narration's timeline. */
  start: number;
  end: number;
  /** 0 to 1 of the set level (1 when left out). */
  volume?: number;
}

interface AudiobookMix {
  /** The narration's lossless master: a local file, or a writer streaming it into each pass that reads it. */
  narration: string | NarrationWriter;
  narrationSeconds: number;
  zones: MixZone[];
  /** What the WAV and the MP3 are tagged with. */
  tags: AudioTags;
  /** The MP3's chapters (seconds on the narration's timeline); none when left out. */
  chapters?: readonly AudiobookChapter[];
  /** An empty folder the mix may write into; the caller removes it. */
  workDir: string;
  ffmpegPath: string;
  /** How many ffmpeg processes encode the MP3 side by side, each a part of it; one per core when left out. */
  mp3Parts?: number;
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

/** With music, measuring the narration's loudness first (a decode and ebur128) takes about a tenth of the whole. */
const MEASURE_SHARE = 0.1;
/** The first pass (mixing, with the measurement beside it) takes about a third of the time the MP3 parts take. */
const MIX_SHARE = 0.25;

// Info level: ebur128 prints its summary there, and ffmpeg its progress.
const command = (ffmpegPath: string, input: string | Readable) =>
  ffmpeg(input).setFfmpegPath(ffmpegPath).inputOptions(['-hide_banner']);

/** Runs `use` on the narration: its file, or a fresh stream that its writer fills meanwhile. */
async function withNarration<T>(
  narration: AudiobookMix['narration'],
  signal: AbortSignal,
  use: (input: string | Readable, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (typeof narration === 'string') return use(narration, signal);
  const stream = new PassThrough();
  const [result] = await allOrNone<T | void>(
    [(together) => use(stream, together), (together) => narration(stream, together)],
    signal,
  );
  return result as T;
}

/** The narration's integrated loudness as it is mixed (stereo): what the music's level and ducking follow. */
function narrationLoudness(mix: AudiobookMix, signal: AbortSignal): Promise<number> {
  return withNarration(mix.narration, signal, async (input, together) =>
    parseIntegratedLoudness(
      await runWithProgress(
        command(mix.ffmpegPath, input).audioFilters([STEREO, 'ebur128']).output('-').outputOptions(['-f', 'null']),
        {
          durationSeconds: mix.narrationSeconds,
          progress: (fraction) => mix.progress?.(fraction * MEASURE_SHARE),
          signal: together,
        },
      ),
    ),
  );
}

/** Each distinct music file of the zones decoded once (with its loop when a zone outlasts it), by file. */
async function prepareTracks(mix: AudiobookMix, signal: AbortSignal): Promise<Map<string, MixTrack>> {
  const longest = new Map<string, number>();
  for (const zone of mix.zones) longest.set(zone.file, Math.max(longest.get(zone.file) ?? 0, zone.end - zone.start));
  const tracks = new Map<string, MixTrack>();
  for (const [source, longestZone] of longest) {
    const base = trackBase(mix.workDir, tracks.size);
    tracks.set(source, await prepareTrack({ ffmpegPath: mix.ffmpegPath, source, base, longestZone, signal }));
  }
  return tracks;
}

/**
 * ffmpeg's options tagging a WAV with the audiobook's title (also its album), creator, year and genre: INAM, IPRD,
 * IART, ICRD and IGNR in its LIST/INFO chunk (which has no field for a narrator). Empty ones are left out.
 */
export function wavTagOptions({ title, artist, year, genre }: AudioTags): string[] {
  const tags = { title, album: title, artist, date: year, genre };
  return Object.entries(tags).flatMap(([name, value]) => (value ? ['-metadata', `${name}=${value}`] : []));
}

/** Bytes of one of its stereo samples. */
const MIXED_SAMPLE_BYTES = 8;

/**
 * The first pass: with music, the narration's loudness measured and each track decoded and measured, so the music
 * sits at its level under this narration; then the mix, written as raw float samples (nothing clips before the gain
 * is known) and piped to a second ffmpeg measuring its loudness, so mixing and measuring (its true peak oversamples,
 * costing as much as the mix) each have a core.
 */
async function mixAndMeasure(mix: AudiobookMix, mixed: string, signal: AbortSignal): Promise<LoudnessMeasurement> {
  const { ffmpegPath, narrationSeconds, zones } = mix;
  const narrationLufs = zones.length > 0 ? await narrationLoudness(mix, signal) : -Infinity;
  const tracks = await prepareTracks(mix, signal);
  const start = zones.length > 0 ? MEASURE_SHARE : 0;
  const bed = zones.map((zone) => {
    const track = tracks.get(zone.file)!;
    return { ...zone, track, gainDb: zoneGainDb(track.lufs, narrationLufs, zone.volume) };
  });
  const graph = `${mixGraph(bed, narrationSeconds, narrationLufs)};[mix]asplit=2[keep][measure]`;
  const log = await withNarration(mix.narration, signal, async (narration, together) => {
    const toMeasure = new PassThrough();
    const mixing = command(ffmpegPath, narration);
    for (const { track, start: from, end } of bed) {
      // A zone outlasting its track plays the track's seamless loop, looped.
      const looped = end - from > track.seconds;
      mixing
        .input(looped ? (track.loop ?? track.file) : track.file)
        .inputOptions([...(looped ? ['-stream_loop', '-1'] : []), ...RAW_STEREO]);
    }
    mixing
      .complexFilter(graph)
      .output(mixed)
      .outputOptions(['-map', '[keep]', '-c:a', 'pcm_f32le', '-f', 'f32le'])
      .output(toMeasure, { end: false })
      .outputOptions(['-map', '[measure]', '-c:a', 'pcm_f32le', '-f', 'f32le']);
    const measuring = command(ffmpegPath, toMeasure)
      .inputOptions(RAW_STEREO)
      .audioFilters(loudnessMeasureFilter)
      .output('-')
      .outputOptions(['-f', 'null']);
    const [, measured] = await allOrNone(
      [
        async (both) => {
          try {
            await runWithProgress(mixing, {
              durationSeconds: narrationSeconds,
              progress: (fraction) => mix.progress?.(start + fraction * (MIX_SHARE - start)),
              signal: both,
            });
            toMeasure.end();
          } catch (error) {
            toMeasure.destroy();
            throw error;
          }
          return '';
        },
        (both) => runWithProgress(measuring, { durationSeconds: narrationSeconds, signal: both }),
      ],
      together,
    );
    return measured!;
  });
  return parseLoudnessSummary(log);
}

/**
 * Mixes the narration with its music zones and masters the result to the audiobook target in two passes: the
 * first mixes and measures the loudness, the second applies the measured correction, writing the WAV and, side by
 * side on every core, the MP3 in parts.
 */
export async function mixAndMaster(mix: AudiobookMix): Promise<MasteredAudiobook> {
  const { ffmpegPath, narrationSeconds, workDir } = mix;
  const signal = mix.signal ?? new AbortController().signal;
  const mixed = path.join(workDir, 'mixed.f32');
  const measured = await mixAndMeasure(mix, mixed, signal);
  // Counted, not computed from narrationSeconds: the mix is as long as the narration's file, to the sample.
  const totalSamples = (await stat(mixed)).size / MIXED_SAMPLE_BYTES;
  const correct = loudnessCorrectFilter(measured);
  const tags = wavTagOptions(mix.tags);

  const wav = path.join(workDir, 'audiobook.wav');
  const mp3 = path.join(workDir, 'audiobook.mp3');
  const writeWav = async (together: AbortSignal) => {
    await runWithProgress(
      command(ffmpegPath, mixed)
        .inputOptions(RAW_STEREO)
        .audioFilters(correct)
        .audioCodec('pcm_s16le')
        // Spread: fluent-ffmpeg would split an array's items at their first space, and a title has spaces.
        .outputOptions(...tags)
        .output(wav),
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
      tag: mp3Tag(mix.tags, mix.chapters ?? []),
      bitrateKbps: 320,
      // LAME's -q 7 instead of its default -q 3, and each channel coded on its own instead of joint stereo: at
      // 320 kb/s the bits are not what limits the quality, and it encodes in half the time (the MP3 encoder is most
      // of a mix's time).
      lameQuality: 7,
      jointStereo: false,
      parts: mix.mp3Parts ?? availableParallelism(),
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
