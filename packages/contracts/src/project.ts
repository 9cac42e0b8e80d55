import { z } from 'zod';
import { audiobookChapterSchema } from './audiobook.ts';
import { AUDIO_TITLE_MAX, STATUS } from './limits.ts';
import { projectNarrationSchema } from './narration.ts';
import { PUBLISHER_PERMISSIONS } from './publisher.ts';
import { shownTextSchema } from './shownText.ts';
import { musicZoneSchema } from './soundtrack.ts';
import {
  canSaveAudioTitle,
  FREE_FORM_LIMITS,
  FREE_FORM_MESSAGES,
  normaliseText,
  PROJECT_NAME_MESSAGES,
  settingsProblem,
  uniqueGenres,
  validateProjectName,
} from './validation/index.ts';

/** Status numbers: 0 Draft, 1 In Progress, 2 Complete. */
export const projectStatusSchema = z.union(
  [z.literal(STATUS.DRAFT), z.literal(STATUS.IN_PROGRESS), z.literal(STATUS.COMPLETE)],
  {
    error: 'Status must be 0 (Draft), 1 (In Progress) or 2 (Complete)',
  },
);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** Required, at most 100 characters (the upload step's rule and messages); stored trimmed. */
const projectNameSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? PROJECT_NAME_MESSAGES.required : 'Project name must be text'),
  })
  .superRefine((name, ctx) => {
    const message = validateProjectName(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((name) => normaliseText(name.trim()));

/** Genres are free text tags: trimmed, empty entries and repeats in any case dropped, the first spelling kept. */
const genresSchema = z
  .array(shownTextSchema('A genre', FREE_FORM_LIMITS.genreChars))
  .max(FREE_FORM_LIMITS.genres, FREE_FORM_MESSAGES.tooManyGenres)
  .transform(uniqueGenres);

export const EMOTIONS = ['Joyful', 'Angry', 'Surprised', 'Worried', 'Neutral', 'Excited'] as const;
export const emotionsSchema = z.array(z.enum(EMOTIONS));
export type Emotion = (typeof EMOTIONS)[number];

export const COVER_ART_SET_BY_UPLOAD = 'The cover art is set by uploading an image; here it can only be removed (null)';

/**
 * What a body may set of videoInfo. The cover art is set only by the cover upload (POST /api/projects/{id}/cover),
 * which stores the image under a key the server makes: a body may clear it (null), never name an address or a storage
 * key the server would then read.
 */
const videoInfoSchema = z.strictObject({
  cover_art: z.null({ error: COVER_ART_SET_BY_UPLOAD }).optional(),
  video_title_caption: z
    .string()
    .refine(canSaveAudioTitle, `Audio title must be 1 to ${AUDIO_TITLE_MAX} characters and not blank`)
    .pipe(shownTextSchema('Audio title', AUDIO_TITLE_MAX))
    .optional(),
});
/** videoInfo as stored and answered: cover_art is the storage key of the uploaded cover. */
export type VideoInfo = { cover_art?: string | null; video_title_caption?: string };

const DATE_MESSAGE = 'lastModified must be a date: ISO 8601 text with its time zone, or milliseconds since 1970';
const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Dates arrive as ISO strings (JSON of a Date) or epoch milliseconds; anything no Date can hold is refused. */
const dateInputSchema = z.unknown().transform((value, ctx) => {
  const date =
    isoDateTimeSchema.safeParse(value).success || (Number.isInteger(value) && (value as number) >= 0)
      ? new Date(value as string | number)
      : undefined;
  if (date && !Number.isNaN(date.getTime())) return date;
  ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
  return z.NEVER;
});

const fullNameSchema = shownTextSchema('Full name', FREE_FORM_LIMITS.fullNameChars);
const descriptionSchema = shownTextSchema('Description', FREE_FORM_LIMITS.descriptionChars, true);

/** Free-form settings the browser keeps on the project: bounded in depth and size, every string storable. */
const settingsSchema = z.record(z.string(), z.unknown()).superRefine((settings, ctx) => {
  const message = settingsProblem(settings);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** POST /api/projects. */
/**
 * POST /api/projects. The script is never named here: it reaches a project only through the upload, which stores it
 * under a key the server makes.
 */
export const createProjectSchema = z.strictObject({
  name: projectNameSchema,
  fullName: fullNameSchema.optional(),
  description: descriptionSchema.optional(),
  status: projectStatusSchema.optional(),
  genres: genresSchema.optional(),
  videoInfo: videoInfoSchema.optional(),
});
export type CreateProjectBody = z.input<typeof createProjectSchema>;
export type NewProject = z.output<typeof createProjectSchema>;

/**
 * PATCH /api/projects/{id}: name/fullName and genres; emotions, settings, voice_model_id; status and lastModified;
 * dotted videoInfo keys with lastModified. Unknown keys are refused so a typo cannot silently do nothing. The script
 * (source_document, its storage key and URL) is not among them: only the upload sets it, so a browser can never
 * point a project at a stored object, its own or anyone's.
 */
export const updateProjectSchema = z
  .strictObject({
    name: projectNameSchema.optional(),
    fullName: fullNameSchema.optional(),
    description: descriptionSchema.optional(),
    status: projectStatusSchema.optional(),
    genres: genresSchema.optional(),
    emotions: emotionsSchema.optional(),
    settings: settingsSchema.optional(),
    voice_model_id: shownTextSchema('The voice id', 64).pipe(z.string().min(1)).nullable().optional(),
    videoInfo: videoInfoSchema.optional(),
    'videoInfo.cover_art': videoInfoSchema.shape.cover_art,
    'videoInfo.video_title_caption': videoInfoSchema.shape.video_title_caption,
    lastModified: dateInputSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateProjectBody = z.input<typeof updateProjectSchema>;
export type ProjectUpdate = z.output<typeof updateProjectSchema>;

/** The project's script, as the upload stored it. */
export const sourceDocumentSchema = z.object({
  name: z.string().min(1),
  file: z.string().min(1),
  key: z.string().min(1).optional(),
  size: z.number().int().nonnegative().optional(),
  type: z.string().optional(),
  /** Storage key of the word-level SRT, written when a narration completes. */
  transcript: z.string().optional(),
  /** Storage key of the same subtitles as WebVTT, written with the SRT. */
  subtitles: z.string().optional(),
  word_count: z.number().optional(),
});
export type SourceDocument = z.infer<typeof sourceDocumentSchema>;

export const audioStemsSchema = z.object({
  vocal: z.string().nullable(),
  mix: z.string().nullable(),
  vocal_duration: z.number().nullable(),
  musicZones: z.array(musicZoneSchema),
  soundtrack: z.string().nullable(),
  /** Storage keys of the narration's timeline and waveform peaks JSON, written with the vocal track. */
  timeline: z.string().nullable().optional(),
  peaks: z.string().nullable().optional(),
  /** The narration's chapters as the finished audiobook has them, written with the timeline; the players list them. */
  chapters: z.array(audiobookChapterSchema).nullable().optional(),
  /**
   * Storage key of the narration's lossless master, sample for sample the vocal track: what the later mix uses (the
   * stored paragraphs it is made of, or for older narrations a FLAC file).
   */
  vocal_master: z.string().nullable().optional(),
  /** Storage key of the WAV of the same mix as `mix` (the MP3). */
  mix_wav: z.string().nullable().optional(),
  /**
   * The emotions the narration in `vocal` was read with (the project's may have been changed since without a new
   * narration); null for a narration recorded before they were kept.
   */
  vocal_emotions: z.array(z.string()).nullable().optional(),
});
export type AudioStems = z.infer<typeof audioStemsSchema>;

/** project.voice_model_id populated with the voice it names (displayName, name, gender, tone). */
const projectVoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  gender: z.enum(['female', 'male']),
  tone: z.string(),
});

/** A project as every project route answers it (Mongo-style names, as the spec writes them). */
export const projectSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  fullName: z.string().nullable(),
  description: z.string().nullable(),
  status: projectStatusSchema,
  genres: z.array(z.string()),
  emotions: z.array(z.string()),
  /** Populated when it names a voice of the catalogue (or the owner's own); a bare id otherwise. */
  voice_model_id: z.union([projectVoiceSchema, z.string()]).nullable(),
  source_document: sourceDocumentSchema.nullable(),
  audio_stems: audioStemsSchema,
  videoInfo: z.object({ cover_art: z.string().nullable().optional(), video_title_caption: z.string().optional() }),
  settings: z.record(z.string(), z.unknown()),
  userId: z.object({ _id: z.uuid(), fullName: z.string() }),
  duration: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  lastModified: z.iso.datetime({ offset: true }),
  /** Only on GET /api/projects/{id}, while a narration is queued or running. */
  narration: projectNarrationSchema.optional(),
  /** Only on GET /api/projects/{id}: what the caller may do with it ('owner', or their level in its publisher). */
  access: z.enum(PUBLISHER_PERMISSIONS).optional(),
  /** Only on GET /api/projects/{id}: the publisher it is assigned to, if any. */
  publisher: z.object({ _id: z.uuid(), name: z.string() }).nullable().optional(),
});
export type Project = z.infer<typeof projectSchema>;
