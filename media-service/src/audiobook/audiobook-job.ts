import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  AUDIOBOOK_JOB_KINDS,
  AUDIOBOOK_STAGES,
  audiobookChapters,
  audiobookFormatRequestSchema,
  acxOptionsSchema,
  type AudiobookFile,
} from '@reeltalk/contracts';
import { z } from 'zod';
import { encodeWav } from '../audio/wav.ts';
import type { NarrationEngine } from '../narration/engine/types.ts';
import { NEUTRAL_PROSODY } from '../narration/engine/types.ts';
import type { Timeline } from '../narration/timeline.ts';
import { JobFailure, perHourOfAudio, type JobKind } from '../queue/job-runner.ts';
import { orderedProgress, percentBetween } from '../queue/ordered-progress.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { StoredInput } from '../storage/stored-input.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { AudiobookFormatBuilder } from './format-builder.ts';

/** What a format's job is asked: the request, and the fingerprint of its inputs that names what it stores. */
export const audiobookInputSchema = audiobookFormatRequestSchema.and(
  z.object({ fingerprint: z.string().regex(/^[0-9a-f]{64}$/) }),
);
export type AudiobookInput = z.infer<typeof audiobookInputSchema>;

/**
 * The sha256 of everything a format's file depends on: its builder's version, the mix, the timeline and the cover
 * (each its key, size and time written), the tags, and for an ACX package its choices and the voice saying its
 * credits. The same inputs always name the same file, whoever asks and however often a run is interrupted.
 */
export function audiobookFingerprint(
  builder: AudiobookFormatBuilder,
  inputs: {
    mix: StoredInput;
    timeline: StoredInput;
    cover: StoredInput | null;
    request: z.output<typeof audiobookFormatRequestSchema>;
  },
): string {
  const { request } = inputs;
  const spoken =
    builder.format === 'acx'
      ? [acxOptionsSchema.parse(request.acx ?? {}), request.voice ?? null, request.prosody ?? null]
      : [];
  const canonical = JSON.stringify([
    builder.format,
    builder.version,
    inputs.mix,
    inputs.timeline,
    inputs.cover,
    request.tags,
    spoken,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Where a format's file (and an ACX package's report beside it) of this fingerprint is stored. */
export const audiobookKeys = (projectId: string, builder: AudiobookFormatBuilder, fingerprint: string) => {
  const base = `${projectPrefix(projectId)}audiobook/${fingerprint}`;
  return { file: `${base}.${builder.extension}`, report: `${base}.report.json` };
};

/** The job's temporary folder: one per job, so a resumed run clears what a killed one left. */
const workDirOf = (jobId: string): string => path.join(tmpdir(), `reeltalk-audiobook-${jobId}`);

/** Percent of the job: fetching the sources 0 to 10, building 10 to 95, storing the rest. */
const PERCENT = { built: 10, stored: 95 } as const;

/**
 * The job making one format of a project's finished audiobook with `builder`: it fetches the mix (WAV), the timeline
 * and the cover into a folder of its own, derives the chapters from the timeline, builds the file with progress and
 * stores it under the fingerprint of its inputs, so a rerun after a kill writes the same key and a request with
 * nothing changed finds it stored.
 */
export function audiobookJob(deps: {
  builder: AudiobookFormatBuilder;
  storage: ObjectStorage;
  engine: NarrationEngine;
  ffmpegPath: string;
  /** For an hour of audio; a longer book gets more. */
  timeLimitMinutes: number;
}): JobKind<AudiobookInput, AudiobookFile> {
  const { builder, storage, engine, ffmpegPath } = deps;
  return {
    kind: AUDIOBOOK_JOB_KINDS[builder.format],
    input: audiobookInputSchema,
    doneStage: AUDIOBOOK_STAGES.done,
    label: `The ${builder.extension.toUpperCase()} audiobook`,
    timeLimitMinutes: (input) => perHourOfAudio(deps.timeLimitMinutes, input.seconds),
    async run({ jobId, projectId, input, signal, progress }) {
      await progress(AUDIOBOOK_STAGES.preparing, 0);
      const workDir = workDirOf(jobId);
      await rm(workDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      try {
        const fetch = async (key: string, name: string): Promise<string> => {
          if (!(await storage.head(key)))
            throw new JobFailure('A file the audiobook is made of was not found. Please mix the audio again.');
          const file = path.join(workDir, name);
          const { body } = await storage.getStream(key);
          await pipeline(body, createWriteStream(file), { signal });
          return file;
        };
        const mixWavPath = await fetch(input.mixWavKey, 'mix.wav');
        const timeline = JSON.parse((await storage.getBuffer(input.timelineKey)).toString()) as Timeline;
        const coverPath = input.coverKey ? await fetch(input.coverKey, `cover${path.extname(input.coverKey)}`) : null;
        const buildDir = path.join(workDir, 'build');
        await mkdir(buildDir);
        const acx = acxOptionsSchema.parse(input.acx ?? {});
        const updates = orderedProgress(progress, { stage: AUDIOBOOK_STAGES.preparing, percent: 0 });
        const built = await builder.build({
          mixWavPath,
          timeline,
          chapters: audiobookChapters(timeline),
          tags: input.tags,
          coverPath,
          workDir: buildDir,
          ffmpegPath,
          signal,
          acx,
          progress: (stage, fraction) =>
            updates.report(stage, percentBetween(PERCENT.built, PERCENT.stored, Math.min(1, Math.max(0, fraction)))),
          async speak(text, wavPath) {
            const { samples, sampleRate } = await engine.synthesize({
              text,
              voice: input.voice ?? engine.defaultVoice,
              prosody: { ...NEUTRAL_PROSODY, ...input.prosody },
            });
            await writeFile(wavPath, encodeWav(samples, sampleRate));
          },
        });
        await updates.settled();
        signal.throwIfAborted();
        await progress(AUDIOBOOK_STAGES.storing, PERCENT.stored);
        const keys = audiobookKeys(projectId, builder, input.fingerprint);
        // The report first: a file counts as stored (and is reused) only once what is shown with it is there too.
        if (built.report) await storage.put(keys.report, JSON.stringify(built.report), 'application/json');
        await storage.putFile(keys.file, built.path, { contentType: built.contentType, signal });
        return {
          format: builder.format,
          key: keys.file,
          bytes: (await stat(built.path)).size,
          report: built.report ?? null,
          acx: builder.format === 'acx' ? acx : null,
        };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
