import { z } from 'zod';
import { narrationParagraphCountsSchema } from './scriptEdit.ts';

/** Messages of POST /api/upload beyond the spec's type and size texts (SCRIPT_FILE_MESSAGES). */
export const SCRIPT_UPLOAD_MESSAGES = {
  empty: 'The file is empty.',
  projectIdFirst: 'projectId must come before file',
  missingProjectId: 'Send the projectId field with the file.',
  missingFile: 'Attach the script as the "file" field.',
  notMultipart: 'Send the script as multipart/form-data with the fields projectId and file.',
} as const;

/** The kinds of script a project can hold; source_document.type. */
export const SCRIPT_TYPES = ['docx', 'txt'] as const;

/** POST /api/narrate-audio: narrate the project's script with its voice (only the default flow so far). */
export const narrateAudioSchema = z.strictObject({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  vocalType: z.literal('default', { error: "vocalType must be 'default'" }).default('default'),
});
export type NarrateAudio = z.output<typeof narrateAudioSchema>;

const NARRATION_STATES = ['queued', 'active', 'completed', 'failed'] as const;
const narrationStateSchema = z.enum(NARRATION_STATES);
export type NarrationState = z.infer<typeof narrationStateSchema>;

/** GET /api/narrations/{jobId} data, and every event of GET /api/narrations/{jobId}/events. */
const narrationStatusSchema = z.object({
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
