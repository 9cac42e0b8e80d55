import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  JOB_KINDS,
  VIDEO_PROGRESS,
  VIDEO_STAGES,
  waveformVideoRequestSchema,
  type WaveformVideoRequest,
  type WaveformVideoResult,
} from '@reeltalk/contracts';
import type { z } from 'zod';
import { type JobKind, JobFailure, perHourOfAudio } from '../queue/job-runner.ts';
import { orderedProgress, percentBetween } from '../queue/ordered-progress.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { renderWaveformVideo } from './render.ts';

/** Changes whenever the same inputs would make a different video (layout, codecs, font): old videos are not reused. */
const VIDEO_ENGINE_VERSION = 'waveform-video-4';

export type WaveformVideoInput = z.output<typeof waveformVideoRequestSchema>;

/**
 * Where the video of these inputs is stored: named by what it is made of (mix, cover, title, engine version), so a
 * request for the same video finds it stored, and a run after an interruption writes the same object again.
 */
export function waveformVideoKey(projectId: string, input: Omit<WaveformVideoRequest, 'ownerId' | 'seconds'>): string {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([VIDEO_ENGINE_VERSION, input.mixKey, input.coverKey, input.title]))
    .digest('hex');
  return `${projectPrefix(projectId)}video/${fingerprint}.mp4`;
}

/** Copies a stored object into a local file, as it streams. */
async function download(storage: ObjectStorage, key: string, file: string, signal: AbortSignal): Promise<void> {
  const { body } = await storage.getStream(key);
  await pipeline(body, createWriteStream(file), { signal });
}

/**
 * Renders the waveform video of a project's mix: its cover art (or the default picture), its title and the mix's
 * animated waveform, as an MP4 stored under the project. Progress follows ffmpeg's time through the audio.
 */
export function waveformVideoJob(deps: {
  storage: ObjectStorage;
  ffmpegPath: string;
  /** For an hour of audio; a longer one gets more. */
  timeLimitMinutes: number;
}): JobKind<WaveformVideoInput, WaveformVideoResult> {
  const { storage } = deps;
  return {
    kind: JOB_KINDS.waveformVideo,
    input: waveformVideoRequestSchema,
    doneStage: VIDEO_STAGES.generating,
    label: 'The waveform video',
    timeLimitMinutes: (input) => perHourOfAudio(deps.timeLimitMinutes, input.seconds),
    async run({ projectId, input, signal, progress }) {
      const { started, finished } = VIDEO_PROGRESS;
      await progress(VIDEO_STAGES.generating, started);
      const videoKey = waveformVideoKey(projectId, input);
      const workDir = await mkdtemp(path.join(tmpdir(), 'reeltalk-video-'));
      try {
        if (!(await storage.head(input.mixKey))) throw new JobFailure('The mixed audio was not found.');
        const audio = path.join(workDir, 'mix.mp3');
        await download(storage, input.mixKey, audio, signal);
        let cover: Buffer | null = null;
        if (input.coverKey) {
          if (!(await storage.head(input.coverKey))) throw new JobFailure('The cover art was not found.');
          cover = await storage.getBuffer(input.coverKey);
        }
        const updates = orderedProgress(progress, { stage: VIDEO_STAGES.generating, percent: started });
        const file = await renderWaveformVideo({
          audio,
          seconds: input.seconds,
          cover,
          title: input.title,
          workDir,
          ffmpegPath: deps.ffmpegPath,
          segments: availableParallelism(),
          signal,
          progress: (fraction) => {
            const percent = percentBetween(started, finished, fraction);
            // 100 is the finished job's: the upload is still to come.
            if (percent < finished) void updates.report(VIDEO_STAGES.generating, percent);
          },
        });
        await updates.settled();
        signal.throwIfAborted();
        await storage.putStream(videoKey, createReadStream(file), { contentType: 'video/mp4', signal });
        return { videoKey, seconds: input.seconds };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
