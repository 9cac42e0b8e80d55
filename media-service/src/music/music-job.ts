import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { JOB_KINDS, userMusicPrefix, type MusicResult } from '@reeltalk/contracts';
import { z } from 'zod';
import { ffmpegCommand, runWithProgress } from '../audio/ffmpeg.ts';
import type { JobKind } from '../queue/job-runner.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { GeneratedMusic, MusicGenerator } from './generator.ts';

const MUSIC_STAGES = {
  composing: 'Composing music...',
  rendering: 'Rendering music...',
  encoding: 'Encoding music...',
  done: 'Music generated!',
} as const;

/** Shares of the job's percent: composing and rendering take most of the time, encoding and storing the rest. */
const PERCENT = { start: 2, rendered: 85, encoded: 95 } as const;

/** A preview is at most this long, fading out over its last seconds. */
const PREVIEW_SECONDS = 30;
const PREVIEW_FADE_SECONDS = 2;
const MUSIC_BITRATE_KBPS = 128;

export const musicInputSchema = z.object({
  ownerId: z.string(),
  prompt: z.string(),
  durationSeconds: z.number(),
  trackName: z.string(),
  seed: z.number().int(),
});
export type MusicInput = z.infer<typeof musicInputSchema>;

/** Where a piece of music and its preview are stored. */
export interface MusicKeys {
  file: string;
  preview: string;
}

/** A generated track's keys: under its owner, named by the job that makes it, so a rerun writes the same ones. */
const generatedMusicKeys = (ownerId: string, jobId: string): MusicKeys => {
  const base = `${userMusicPrefix(ownerId)}${jobId}`;
  return { file: `${base}.mp3`, preview: `${base}.preview.mp3` };
};

/**
 * Encodes generated music (stereo WAV) as MP3, whole and as a preview of its first 30 s fading out (the whole track
 * when shorter), in one ffmpeg run, and stores both. ffmpeg reads the WAV from a pipe as a WAV and nothing else.
 * `progress(fraction)` follows the encoding.
 */
export async function storeMusic(
  music: GeneratedMusic,
  keys: MusicKeys,
  deps: { storage: ObjectStorage; ffmpegPath: string; signal?: AbortSignal; progress?: (fraction: number) => void },
): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'reeltalk-music-'));
  try {
    const files = { file: path.join(folder, 'music.mp3'), preview: path.join(folder, 'preview.mp3') };
    const mp3 = (command: ReturnType<typeof ffmpegCommand>) =>
      command.audioCodec('libmp3lame').audioBitrate(MUSIC_BITRATE_KBPS).format('mp3');
    const command = ffmpegCommand(deps.ffmpegPath, Readable.from([music.wav]))
      .inputFormat('wav')
      // -stats: its progress lines, which -loglevel error would otherwise hide, tell how far the encoding has come.
      .inputOptions(['-protocol_whitelist', 'pipe', '-stats']);
    mp3(command.output(files.file).outputOptions(['-map', '0:a']));
    const previewOptions = ['-map', '0:a'];
    if (music.durationSeconds > PREVIEW_SECONDS) {
      const fadeStart = PREVIEW_SECONDS - PREVIEW_FADE_SECONDS;
      previewOptions.push(
        '-t',
        String(PREVIEW_SECONDS),
        '-af',
        `afade=t=out:st=${fadeStart}:d=${PREVIEW_FADE_SECONDS}`,
      );
    }
    mp3(command.output(files.preview).outputOptions(previewOptions));
    // Stopped with the job (a time limit, a cancel): ffmpeg is killed, not left to finish.
    await runWithProgress(command, {
      durationSeconds: music.durationSeconds,
      signal: deps.signal,
      progress: deps.progress,
    });
    deps.signal?.throwIfAborted();
    await deps.storage.putStream(keys.file, createReadStream(files.file), {
      contentType: 'audio/mpeg',
      signal: deps.signal,
    });
    await deps.storage.putStream(keys.preview, createReadStream(files.preview), {
      contentType: 'audio/mpeg',
      signal: deps.signal,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Composes a track from its owner's prompt and stores it under the owner's music (never under the project, so
 * deleting the project keeps it). Its keys follow from the job, so a run after an interruption overwrites what the
 * interrupted one may have stored, and the same prompt and seed make the same music.
 */
export function musicJob(deps: {
  storage: ObjectStorage;
  generator: MusicGenerator;
  ffmpegPath: string;
  timeLimitMinutes: number;
}): JobKind<MusicInput, MusicResult> {
  return {
    kind: JOB_KINDS.music,
    input: musicInputSchema,
    doneStage: MUSIC_STAGES.done,
    label: 'The music generation',
    timeLimitMinutes: deps.timeLimitMinutes,
    async run({ jobId, input, signal, progress }) {
      await progress(MUSIC_STAGES.composing, PERCENT.start);
      let shown: number = PERCENT.start;
      // Updates go out one after another, so a late one never overwrites a later stage.
      let reported = Promise.resolve();
      /** Reports a stage's share of its stretch of the bar, once per whole percent. */
      const follow = (stage: string, from: number, to: number) => (fraction: number) => {
        const percent = Math.floor(from + (to - from) * fraction);
        if (percent <= shown) return;
        shown = percent;
        // A lost lease aborts `signal`, which stops the work; nothing more to handle here.
        reported = reported.then(() => progress(stage, percent)).catch(() => {});
      };
      const music = await deps.generator.generate(
        { prompt: input.prompt, durationSeconds: input.durationSeconds, seed: input.seed },
        follow(MUSIC_STAGES.rendering, PERCENT.start, PERCENT.rendered),
        signal,
      );
      await reported;
      await progress(MUSIC_STAGES.encoding, PERCENT.rendered);
      const keys = generatedMusicKeys(input.ownerId, jobId);
      // Encoding a minute of music takes seconds: the bar follows it rather than waiting at the end of rendering.
      await storeMusic(music, keys, {
        storage: deps.storage,
        ffmpegPath: deps.ffmpegPath,
        signal,
        progress: follow(MUSIC_STAGES.encoding, PERCENT.rendered, PERCENT.encoded),
      });
      await reported;
      await progress(MUSIC_STAGES.encoding, PERCENT.encoded);
      return { ...keys, durationSeconds: music.durationSeconds, plan: music.plan };
    },
  };
}
