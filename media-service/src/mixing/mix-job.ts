import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  audiobookChapters,
  JOB_KINDS,
  MIX_STAGES,
  mixRequestSchema,
  type AudiobookChapter,
  type AudioTags,
  type MixResult,
} from '@reeltalk/contracts';
import { z } from 'zod';
import { FfmpegError } from '../audio/ffmpeg.ts';
import { JobFailure, perHourOfAudio, type JobKind } from '../queue/job-runner.ts';
import { orderedProgress, percentBetween } from '../queue/ordered-progress.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { StoredInput } from '../storage/stored-input.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { ParagraphCache } from '../narration/paragraph-cache.ts';
import {
  VOCAL_MASTER_EXTENSION,
  vocalMasterSchema,
  writeVocalMasterWav,
  type VocalMaster,
} from '../narration/vocal-master.ts';
import { mixAndMaster, type MixZone, type NarrationWriter } from './master.ts';

/** Changes whenever the same inputs would mix or master differently, so older mixes are not reused. */
const MIX_ENGINE_VERSION = 'mix-5';

/** Why a mix failed when ffmpeg could not mix its inputs, for people. */
export const MIX_FAILED = 'The narration or the music of a zone could not be read for mixing.';
/** Why a mix failed when the narration's timeline, whose chapters the MP3 carries, could not be read. */
export const MIX_TIMELINE_FAILED = "The narration's chapters could not be read for the MP3.";

/** Percent of the job while ffmpeg works: fetching the inputs is 0, mixing, mastering and storing 25 to 95. */
const PERCENT = { processing: 25, mastered: 95 } as const;

/** What a mix job is asked: the request, and the fingerprint of its inputs that names what it stores. */
export const mixInputSchema = mixRequestSchema.and(z.object({ fingerprint: z.string().regex(/^[0-9a-f]{64}$/) }));
export type MixInput = z.infer<typeof mixInputSchema>;

interface MixKeys {
  mp3: string;
  wav: string;
}

/** Content-addressed: the same inputs always land on the same keys, whoever and however often mixes them. */
export const mixKeys = (projectId: string, fingerprint: string): MixKeys => {
  const base = `${projectPrefix(projectId)}mix/${fingerprint}`;
  return { mp3: `${base}.mp3`, wav: `${base}.wav` };
};

/**
 * The sha256 of everything the mix depends on: the engine, the narration (key, size, time written) and its timeline
 * (the MP3's chapters), each zone (its times, its volume and its music's key, size and time written), zones in
 * timeline order so their listing order does not count, and the files' tags, so a renamed project's next export
 * carries its new title.
 */
export function mixFingerprint(mix: {
  narration: StoredInput;
  narrationSeconds: number;
  timeline: StoredInput | null;
  zones: Array<{ music: StoredInput; start: number; end: number; volume: number }>;
  tags: AudioTags;
}): string {
  const zones = [...mix.zones].sort(
    (a, b) => a.start - b.start || a.end - b.end || a.music.key.localeCompare(b.music.key),
  );
  const { title, artist, narrator, year, genre } = mix.tags;
  const canonical = JSON.stringify([
    MIX_ENGINE_VERSION,
    mix.narration,
    mix.narrationSeconds,
    mix.timeline,
    zones,
    [title, artist, narrator, year, genre],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The job's temporary folder: one per job, so a resumed run finds the one a killed run left. */
export const mixWorkDir = (jobId: string): string => path.join(tmpdir(), `reeltalk-mix-${jobId}`);

const MIX_CONTENT_TYPES = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;

/** A stored master as the mix reads it; one it cannot read fails the job (retrying would read the same). */
function parseMaster(text: string): VocalMaster {
  try {
    return vocalMasterSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new JobFailure(MIX_FAILED, { cause: error });
  }
}

/** What the mix reads of a narration's timeline: its title, its chapters' titles and times, and its length. */
const chapteredTimelineSchema = z.object({
  duration: z.number().nonnegative(),
  title: z.object({ text: z.string() }).nullish(),
  chapters: z.array(z.object({ title: z.string().nullable(), start: z.number(), end: z.number() })),
});

/** The chapters of a stored timeline; one the mix cannot read fails the job (retrying would read the same). */
function parseChapters(text: string): AudiobookChapter[] {
  try {
    return audiobookChapters(chapteredTimelineSchema.parse(JSON.parse(text)));
  } catch (error) {
    throw new JobFailure(MIX_TIMELINE_FAILED, { cause: error });
  }
}

/** Silence measures -∞, which JSON cannot carry. */
const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

const doneStage = (input: { zones: unknown[] }) => (input.zones.length > 0 ? MIX_STAGES.mixed : MIX_STAGES.vocalOnly);

/**
 * Mixes a project's narration (its lossless master) with the music of its zones, masters it to the audiobook
 * target and stores it as WAV and as 320 kb/s MP3 under keys named by the inputs' fingerprint, so a run after an
 * interruption overwrites what the interrupted one stored. Inputs are streamed to a temporary folder (a long
 * narration never sits in memory), which goes whatever happens (or, when the process was killed, when the job
 * resumes).
 */
export function mixJob(deps: {
  storage: ObjectStorage;
  ffmpegPath: string;
  /** For an hour of narration; a longer one gets more. */
  timeLimitMinutes: number;
}): JobKind<MixInput, MixResult> {
  const { storage, ffmpegPath } = deps;
  return {
    kind: JOB_KINDS.mix,
    input: mixInputSchema,
    doneStage,
    label: 'The mix',
    timeLimitMinutes: (input) => perHourOfAudio(deps.timeLimitMinutes, input.narrationSeconds),
    async run({ jobId, projectId, input, signal, progress }) {
      await progress(MIX_STAGES.preparing, 0);
      const workDir = mixWorkDir(jobId);
      // A resumed job first clears what a killed run of it left behind.
      await rm(workDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      try {
        const fetched = new Map<string, string>();
        const fetch = async (key: string) => {
          const known = fetched.get(key);
          if (known) return known;
          const file = path.join(workDir, `input-${fetched.size}${path.extname(key)}`);
          fetched.set(key, file);
          const { body } = await storage.getStream(key);
          await pipeline(body, createWriteStream(file), { signal });
          return file;
        };
        const zones: MixZone[] = [];
        for (const zone of input.zones)
          zones.push({ file: await fetch(zone.musicKey), start: zone.start, end: zone.end, volume: zone.volume });
        // A master kept as its paragraphs is written straight into each ffmpeg reading it, which works while it arrives.
        const master = input.narrationKey.endsWith(VOCAL_MASTER_EXTENSION)
          ? parseMaster((await storage.getBuffer(input.narrationKey)).toString())
          : undefined;
        const cache = new ParagraphCache(storage, projectId, ffmpegPath);
        const narration: string | NarrationWriter = master
          ? (to, stopped) => writeVocalMasterWav({ master, cache, to, signal: stopped })
          : await fetch(input.narrationKey);

        const chapters = input.timelineKey
          ? parseChapters((await storage.getBuffer(input.timelineKey)).toString())
          : [];

        const keys = mixKeys(projectId, input.fingerprint);
        await progress(MIX_STAGES.processing, PERCENT.processing);
        const updates = orderedProgress(progress, { stage: MIX_STAGES.processing, percent: PERCENT.processing });
        const mastered = await mixAndMaster({
          narration,
          narrationSeconds: input.narrationSeconds,
          zones,
          tags: input.tags,
          chapters,
          workDir,
          ffmpegPath,
          signal,
          // Side by side: a mix counts as stored (and is reused) only once both are there.
          store: (format, file, stopped) =>
            storage.putFile(keys[format], file, { contentType: MIX_CONTENT_TYPES[format], signal: stopped }),
          progress: (fraction) =>
            void updates.report(MIX_STAGES.processing, percentBetween(PERCENT.processing, PERCENT.mastered, fraction)),
        }).catch((error: unknown) => {
          // Retrying cannot mend a file ffmpeg cannot read; the log keeps what it printed.
          if (error instanceof FfmpegError) throw new JobFailure(MIX_FAILED, { cause: error });
          throw error;
        });
        await updates.settled();
        signal.throwIfAborted();

        const { measured } = mastered;
        const { integratedLufs, truePeakDb } = measured;
        return {
          mp3Key: keys.mp3,
          wavKey: keys.wav,
          withMusic: zones.length > 0,
          seconds: input.narrationSeconds,
          measured: { ...measured, integratedLufs: finite(integratedLufs), truePeakDb: finite(truePeakDb) },
        };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
