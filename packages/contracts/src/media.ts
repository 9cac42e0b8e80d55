import { z } from 'zod';
import { audiobookChapterSchema } from './audiobook.ts';
import { mediaJobSchema } from './jobs.ts';
import { VOICE_FLOW_TYPES } from './limits.ts';
import { SCRIPT_TYPES, storageKeySchema } from './narration.ts';
import { pronunciationDictionarySchema } from './pronunciation.ts';
import { prosodySchema, VOICE_GENDERS } from './voice.ts';

// The bodies the bff and the media-service exchange. Keys and ids are plain strings here: which keys the
// media-service builds and takes is its own rule, checked on its side on top of these.

/** POST /projects/{id}/source carries the script's bytes as its body and the script's name, percent-encoded, here. */
export const SCRIPT_NAME_HEADER = 'X-File-Name';

/** POST /projects/{id}/source answer (201): where the script was stored, its own unsigned URL and what it is. */
export const storedScriptSchema = z.object({
  key: z.string(),
  url: z.string(),
  /** The name the person's file had; shown to them, never used in a key. */
  name: z.string(),
  size: z.number(),
  type: z.enum(SCRIPT_TYPES),
  contentType: z.string(),
});
export type StoredScript = z.infer<typeof storedScriptSchema>;

/** POST /projects/{id}/extract-text: a stored script of the project. */
export const extractTextRequestSchema = z.object({ key: z.string() });

/** POST /projects/{id}/extract-text answer: the script's narration text and its word count. */
export const extractedTextSchema = z.object({ text: z.string(), wordCount: z.number() });
export type ExtractedText = z.infer<typeof extractedTextSchema>;

/** POST /projects/{id}/narrations: narrate a stored script of the project. */
export const narrationRequestSchema = z.object({
  sourceKey: z.string(),
  /** An engine voice id; the engine's default voice when left out. */
  voice: z.string().min(1).max(100).optional(),
  /** Factors on the voice's own manner (1 = unchanged); any left out stay neutral. */
  prosody: prosodySchema.partial().optional(),
  /** The voice step's flow type, for its stage texts. */
  flowType: z.enum(VOICE_FLOW_TYPES).optional(),
  /** Who asked (the bff's user id), kept on the job for sharing the workers fairly. */
  ownerId: z.string().min(1).max(64).optional(),
  /** The project's pronunciation dictionary (its own entries over its user's): each unit is read with those in it. */
  pronunciations: pronunciationDictionarySchema.optional(),
});
export type NarrationRequest = z.input<typeof narrationRequestSchema>;

/** The `result` of a finished narration job: the storage keys of what it made, its length and what the run did. */
export const narrationResultSchema = z.object({
  /** audio/mpeg, range-streamable. */
  vocalKey: storageKeySchema,
  /** The same narration lossless, sample for sample, as the stored paragraphs it is made of: what a mix starts from. */
  vocalMasterKey: storageKeySchema,
  /** Seconds. */
  duration: z.number().nonnegative(),
  /** The word-level SRT, each chapter's start marked by a cue with its title. */
  transcriptKey: storageKeySchema,
  /** The same subtitles as WebVTT (absent from narrations made before it was written). */
  subtitlesKey: storageKeySchema.optional(),
  timelineKey: storageKeySchema,
  peaksKey: storageKeySchema,
  /** The finished audiobook's chapters (audiobookChapters of the timeline): what the players list. */
  chapters: z.array(audiobookChapterSchema).optional(),
  wordCount: z.number().int().nonnegative(),
  /** Paragraphs read out by the engine in this run, and those found already narrated. */
  paragraphs: z.object({
    total: z.number().int().nonnegative(),
    synthesized: z.number().int().nonnegative(),
    reused: z.number().int().nonnegative(),
  }),
});
export type NarrationResult = z.infer<typeof narrationResultSchema>;

/** POST /projects/{id}/narrations answer (202): the job to follow, GET /jobs/{id}. */
export const startedJobSchema = z.object({ jobId: z.string() });

/**
 * POST /jobs/query: the jobs of these kinds of one project, one owner or among some ids (at least one of the three),
 * newest first: for the bff, which reads every job's state from the job record.
 */
export const jobQuerySchema = z
  .object({
    kinds: z.array(z.string().min(1).max(50)).min(1).max(10),
    projectId: z.string().min(1).max(100).optional(),
    ownerId: z.string().min(1).max(100).optional(),
    jobIds: z.array(z.string().uuid()).max(1000).optional(),
    /** Only the jobs still in flight (queued or running). */
    inFlight: z.boolean().optional(),
    /** Only the newest job of each kind. */
    latest: z.boolean().optional(),
  })
  .refine((query) => query.projectId ?? query.ownerId ?? query.jobIds, {
    message: 'Name a project, an owner or job ids.',
  });
export type JobQuery = z.input<typeof jobQuerySchema>;
/** Its answer: the jobs as GET /jobs/{id} answers one, without what they published while running. */
export const jobQueryAnswerSchema = z.object({ jobs: z.array(mediaJobSchema.omit({ partial: true })) });

/** POST /presign: keys to sign GET URLs for. */
export const presignRequestSchema = z.object({
  keys: z.array(z.string()).min(1).max(100),
  /** Seconds the URLs stay valid: the browser caches them for 50 minutes, so the default is an hour. */
  expiresIn: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .optional(),
  /** The URL of a key named here downloads (Content-Disposition: attachment) as this file name. */
  downloadNames: z.record(z.string(), z.string().min(1).max(255)).optional(),
});

/** POST /presign answer: an expiring GET URL for each key asked for, by key. */
export const presignAnswerSchema = z.object({ urls: z.record(z.string(), z.string()) });

/** POST /objects/delete (answered 204): objects of the project named, every key under that project. */
export const deleteObjectsRequestSchema = z.object({
  projectId: z.string(),
  keys: z.array(z.string()).min(1).max(10_000),
});

/** DELETE /projects/{id} answer: how many objects stored for the project were deleted. */
export const deletedProjectSchema = z.object({ deleted: z.number() });

/** GET /voices answer: the narration engine the media-service reads with, and its voices. */
export const voiceEngineSchema = z.object({
  engine: z.string(),
  /** Changes whenever the same request could sound or be timed differently. */
  version: z.string(),
  defaultVoice: z.string(),
  voices: z.array(z.object({ id: z.string(), name: z.string(), language: z.string(), gender: z.enum(VOICE_GENDERS) })),
});
export type VoiceEngine = z.infer<typeof voiceEngineSchema>;

/** POST /voices/previews: the preview clips wanted, in order. */
export const voicePreviewsRequestSchema = z.object({
  previews: z
    .array(
      z.object({
        voice: z.string().min(1).max(100),
        /** Factors on the voice's own manner; any left out stay neutral. */
        prosody: prosodySchema.partial(),
        text: z.string().trim().min(1).max(500),
      }),
    )
    .min(1)
    .max(50),
  /** The project's pronunciation dictionary, when the voices are previewed for a project: each clip is read with it. */
  pronunciations: pronunciationDictionarySchema.optional(),
});
export type VoicePreviewsRequest = z.input<typeof voicePreviewsRequestSchema>;

/** POST /voices/previews answer: each clip asked for, in the same order, with a fresh presigned URL. */
export const voicePreviewsSchema = z.object({
  previews: z.array(z.object({ key: z.string(), url: z.string(), duration: z.number() })),
});
export type VoicePreview = z.infer<typeof voicePreviewsSchema>['previews'][number];

/**
 * POST /voices/samples answer (201; the request body is the raw MP3 or WAV): the custom voice sample as kept and
 * measured, and the engine voice and factors that read like it.
 */
export const voiceSampleSchema = z.object({
  sampleKey: z.string(),
  engine: z.string(),
  voice: z.string(),
  gender: z.enum(VOICE_GENDERS),
  prosody: z.object({ pitch: z.number(), rate: z.number() }),
  analysis: z.object({
    seconds: z.number(),
    speechSeconds: z.number(),
    pitchHz: z.number(),
    syllablesPerSecond: z.number(),
  }),
});
export type VoiceSample = z.infer<typeof voiceSampleSchema>;

/** POST /voices/samples/delete (answered 204): a sample POST /voices/samples kept. */
export const deleteVoiceSampleRequestSchema = z.object({ key: z.string() });

/** PUT /users/{userId}/avatar answer (201; the request body is the image as sent): the re-encoded square as stored. */
export const storedAvatarSchema = z.object({ key: z.string(), url: z.string() });
export type StoredAvatar = z.infer<typeof storedAvatarSchema>;

/** POST /users/{userId}/avatar/url and /users/{userId}/avatar/delete: an avatar of that user the media-service stored. */
export const avatarKeyRequestSchema = z.object({ key: z.string() });

/** POST /users/{userId}/avatar/url answer: an expiring GET URL of the avatar. */
export const avatarUrlSchema = z.object({ url: z.string() });

/** POST /users/{userId}/exports: the ZIP of a user's data, built as an 'account-export' job. */
export const accountExportRequestSchema = z.object({
  /** Written as manifest.json (with the list of files the ZIP holds added): the user and their projects as the API shows them. */
  manifest: z.record(z.string(), z.unknown()),
  /** Objects of the user's projects, each with its path inside the ZIP. */
  files: z.array(z.object({ key: z.string(), path: z.string().min(1).max(300) })).max(10_000),
});
export type AccountExportRequest = z.input<typeof accountExportRequestSchema>;

/** GET /users/{userId}/exports/{jobId} answer: the export job as it is now, with a download URL once it is done. */
export const accountExportJobSchema = mediaJobSchema
  .pick({ jobId: true, state: true, stage: true, percent: true, error: true })
  .extend({ url: z.string().nullable() });
export type AccountExportJob = z.infer<typeof accountExportJobSchema>;

/** POST /users/{userId}/delete: every object of the user goes, and those of the projects named (theirs, says the bff). */
export const deleteUserDataRequestSchema = z.object({ projectIds: z.array(z.string()).max(100_000) });

/** POST /users/{userId}/delete answer: how many objects and job rows were deleted. */
export const deletedUserDataSchema = z.object({ deleted: z.number(), jobs: z.number() });
