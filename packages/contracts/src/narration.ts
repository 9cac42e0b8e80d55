import { z } from 'zod';
import { JOB_STATES } from './jobs.ts';
import type { ProjectAction } from './publisher.ts';
import { narrationParagraphCountsSchema } from './scriptEdit.ts';

/** The kinds of script a project can hold; source_document.type. */
export const SCRIPT_TYPES = ['docx', 'txt'] as const;

/** POST /api/narrate-audio: narrate the project's script with its voice (only the default flow so far). */
export const narrateAudioSchema = z.strictObject({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  vocalType: z.literal('default', { error: "vocalType must be 'default'" }).default('default'),
});
export type NarrateAudio = z.output<typeof narrateAudioSchema>;

/** A narration's job states; a cancelled narration (replaced by a newer one) reads as failed. */
const narrationStateSchema = z.enum(JOB_STATES).exclude(['cancelled']);
export type NarrationState = z.infer<typeof narrationStateSchema>;

const timedTextSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });

/** A paragraph (or title) of a narration's timeline, with its words' times in the whole narration (seconds). */
const timelineParagraphSchema = z.object({
  text: z.string(),
  heading: z.boolean(),
  start: z.number(),
  end: z.number(),
  words: z.array(timedTextSchema),
});

/**
 * The timeline of one published part of a narration in flight: the paragraphs it holds, grouped by chapter (a chapter
 * may go on in the next part), with times in the whole narration. Joined in order, the parts' timelines are the
 * finished narration's timeline.
 */
export const narrationPartTimelineSchema = z.object({
  /** The script's title when this part reads it (only the first part can). */
  title: timelineParagraphSchema.nullable(),
  chapters: z.array(
    z.object({
      /** The chapter's place in the script, from 0. */
      index: z.number().int().nonnegative(),
      title: z.string().nullable(),
      paragraphs: z.array(timelineParagraphSchema),
    }),
  ),
  /** The part's waveform: the loudest absolute sample of each bin, `perSecond` bins a second from the part's start. */
  peaks: z.object({ perSecond: z.number().positive(), levels: z.array(z.number()) }),
});
export type NarrationPartTimeline = z.infer<typeof narrationPartTimelineSchema>;

/**
 * One published part of a narration in flight: a run of whole MP3 frames (no ID3 tag, no Info frame) that goes on
 * exactly where the part before it stopped, and its timeline. The parts' frames, one after another, are the frames of
 * the finished vocal track.
 */
export const narrationPartSchema = z.object({
  audioKey: z.string(),
  timelineKey: z.string(),
  /** Where its first frame lies among the whole narration's frames. */
  startFrame: z.number().int().nonnegative(),
  frames: z.number().int().positive(),
});
export type NarrationPart = z.infer<typeof narrationPartSchema>;

/**
 * What a narration has published while it runs, so that review can play the ready part: the first chapter (or the
 * first few paragraphs) as soon as it is narrated, then each further stretch as it is.
 */
export const progressiveNarrationSchema = z.object({
  sampleRate: z.number().int().positive(),
  /** Samples per channel in one MP3 frame. */
  frameSamples: z.number().int().positive(),
  /** Samples a player drops at the very start of the frames (the encoder's delay): sample 0 of the timeline follows. */
  delay: z.number().int().nonnegative(),
  /** Every chapter of the script in order, with its title (null without one): what is still to come shows too. */
  chapters: z.array(z.object({ title: z.string().nullable() })),
  /** How many chapters, from the first, the published parts hold whole (the next one may have begun). */
  chaptersReady: z.number().int().nonnegative(),
  parts: z.array(narrationPartSchema),
  /** Set once the last part is published: the parts then hold the whole narration. */
  complete: z.boolean(),
});
export type ProgressiveNarration = z.infer<typeof progressiveNarrationSchema>;

/** GET /api/narrations/{jobId} data, and every event of GET /api/narrations/{jobId}/events. */
export const narrationStatusSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  state: narrationStateSchema,
  /** What the narration is doing now, for people. */
  stage: z.string(),
  /** 0 to 100, following the work. */
  percent: z.number(),
  /** Why it failed, for people; null unless state is 'failed'. */
  error: z.string().nullable(),
  /** Once completed: how many units were read again and how many came from earlier readings. */
  paragraphs: narrationParagraphCountsSchema.optional(),
  /** How many parts of the narration are published so far (events carry the count only). */
  parts: z.number().int().nonnegative().optional(),
  /** GET /api/narrations/{jobId} only: the published parts, once there are any. */
  progressive: progressiveNarrationSchema.optional(),
});
export type NarrationStatus = z.infer<typeof narrationStatusSchema>;

/** project.narration: present on GET /api/projects/{id} while a narration is queued or running. */
export const projectNarrationSchema = narrationStatusSchema.pick({
  jobId: true,
  state: true,
  percent: true,
  stage: true,
});
export type ProjectNarration = z.infer<typeof projectNarrationSchema>;

/**
 * A storage key the services make, plain path segments only (no "..", none empty): under a project
 * ('projects/<project id>/…'), a stock soundtrack ('music/stock/…') or a user's generated music
 * ('music/users/<user id>/…').
 */
export const STORAGE_KEY_PATTERN =
  /^(projects\/[A-Za-z0-9_-]{1,64}|music\/stock|music\/users\/[A-Za-z0-9_-]{1,64})(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
export const STORAGE_KEY_MAX_LENGTH = 512;

export const storageKeySchema = z
  .string({ error: 's3Key is required' })
  .max(STORAGE_KEY_MAX_LENGTH)
  .regex(STORAGE_KEY_PATTERN, 'Not a valid storage key.');

/** The project a storage key belongs to. */
export const projectIdOfKey = (key: string): string => key.split('/')[1] ?? '';

/** A project's script folders: the uploaded document with its extracted units, and the saved versions. */
const SCRIPT_FOLDERS = ['source/', 'scripts/'];

/**
 * What a caller must be allowed to do with a project to be given one of its stored objects: what the route that shows
 * it asks. The script is shown only to those who may edit it (GET /api/projects/:id/script); the rest is played.
 */
export const actionToRead = (key: string): ProjectAction =>
  SCRIPT_FOLDERS.some((folder) => key.startsWith(`projects/${projectIdOfKey(key)}/${folder}`)) ? 'edit' : 'play';

/** Most keys one POST /api/audio/presigned-urls may ask for. */
const PRESIGN_MAX_KEYS = 100;

/** POST /api/audio/presigned-url */
export const presignedUrlSchema = z.strictObject({ s3Key: storageKeySchema });

/** POST /api/audio/presigned-urls */
export const presignedUrlsSchema = z.strictObject({
  s3Keys: z
    .array(storageKeySchema, { error: 's3Keys must be a list of storage keys' })
    .min(1, 's3Keys must name at least one key')
    .max(PRESIGN_MAX_KEYS, `s3Keys may name at most ${PRESIGN_MAX_KEYS} keys`),
});

/** POST /api/projects/{id}/extract-text answer. */
export const extractTextAnswerSchema = z.object({ success: z.literal(true), text: z.string(), wordCount: z.number() });

/** POST /api/narrate-audio answer (202). */
export const narrateAudioAnswerSchema = z.object({ success: z.literal(true), data: z.object({ jobId: z.string() }) });

/** POST /api/audio/presigned-urls answer: a fresh address for each key asked for. */
export const presignedUrlsAnswerSchema = z.object({
  success: z.literal(true),
  urls: z.record(z.string(), z.url()),
});
