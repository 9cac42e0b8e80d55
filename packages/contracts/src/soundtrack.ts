import { z } from 'zod';
import { MIN_ZONE_SECONDS, MUSIC_DURATIONS, MUSIC_ZONES_PER_PROJECT } from './limits.ts';
import {
  freeTextProblem,
  isMusicDuration,
  MUSIC_GENERATION_MESSAGES,
  MUSIC_ZONE_MESSAGES,
  normaliseText,
  soundtrackSeconds,
  type ZoneTimes,
} from './validation/index.ts';

/** Stock tracks come with the product; 'user-generated' ones were made from their owner's prompt (the 'Custom' tag). */
export const SOUNDTRACK_TYPES = ['stock', 'user-generated'] as const;
export type SoundtrackType = (typeof SOUNDTRACK_TYPES)[number];

/** A soundtrack as GET /api/soundtracks and a finished music generation answer it. */
export const soundtrackSchema = z.object({
  /** A generated track's id is the id of the generation that made it; a stock track's is its slug. */
  _id: z.string(),
  title: z.string(),
  short_description: z.string(),
  type: z.enum(SOUNDTRACK_TYPES),
  /** Seconds. */
  duration: z.number(),
  /** Storage keys: the whole track, and a preview of at most 30 s. */
  source_audio: z.object({ file: z.string(), preview: z.string() }),
});
export type Soundtrack = z.infer<typeof soundtrackSchema>;

export const MUSIC_ZONE_VOLUME_MESSAGE = "A music zone's volume must be a number from 0 to 1";

/**
 * A zone's own volume: a fraction (0 to 1) of the set level the mix gives every zone's music, so no zone is ever
 * louder than that level; 1 unless changed.
 */
export const musicZoneVolumeValueSchema = z
  .number({ error: MUSIC_ZONE_VOLUME_MESSAGE })
  .min(0, MUSIC_ZONE_VOLUME_MESSAGE)
  .max(1, MUSIC_ZONE_VOLUME_MESSAGE);

/** A music zone as the zone list and a project's audio_stems.musicZones answer it: times and the track it plays. */
export const musicZoneSchema = z.object({
  soundtrackId: z.string(),
  /** Seconds on the narration's timeline. */
  start_time: z.number(),
  end_time: z.number(),
  /** 0 to 1 of the set level; absent reads as 1 (what every zone plays at until changed). */
  volume: z.number().optional(),
  title: z.string(),
  short_description: z.string(),
  type: z.enum(SOUNDTRACK_TYPES),
  source_audio: z.object({ file: z.string() }),
});
export type MusicZone = z.infer<typeof musicZoneSchema>;

/** POST /api/projects/{id}/music-zones. */
export const newMusicZoneSchema = z.strictObject({
  soundtrackId: z.string({ error: 'soundtrackId is required' }).min(1, 'soundtrackId is required').max(100),
  start_time: z.number({ error: 'start_time must be a number of seconds' }),
  end_time: z.number({ error: 'end_time must be a number of seconds' }),
  volume: musicZoneVolumeValueSchema.optional(),
});
export type NewMusicZone = z.infer<typeof newMusicZoneSchema>;

/** PATCH /api/projects/{id}/music-zones/{index}: the zone's own volume. */
export const musicZoneVolumeSchema = z.strictObject({ volume: musicZoneVolumeValueSchema });
export type MusicZoneVolume = z.infer<typeof musicZoneVolumeSchema>;

/**
 * Why a zone cannot be saved, or null when it can: the project must have room for it (MUSIC_ZONES_PER_PROJECT, when
 * `savedZones` says how many it holds: the bff always does), its soundtrack must have a duration, and the zone must lie
 * inside the narration (0 ≤ start < end ≤ vocal duration) and last at least a second. Zones may overlap: the mix
 * crossfades them, never louder than one zone (the zone list says so). The browser and the bff both ask this.
 */
export function musicZoneProblem(
  { start_time, end_time }: ZoneTimes,
  {
    vocalDuration,
    soundtrackDuration,
    savedZones = 0,
  }: { vocalDuration: number | null; soundtrackDuration: number; savedZones?: number },
): string | null {
  if (savedZones >= MUSIC_ZONES_PER_PROJECT) return MUSIC_ZONE_MESSAGES.tooMany;
  if (soundtrackSeconds(soundtrackDuration) === 0) return MUSIC_ZONE_MESSAGES.invalidDuration;
  if (!vocalDuration || vocalDuration <= 0) return MUSIC_ZONE_MESSAGES.noNarration;
  if (start_time < 0) return MUSIC_ZONE_MESSAGES.startBeforeNarration;
  if (start_time >= end_time) return MUSIC_ZONE_MESSAGES.endNotAfterStart;
  if (end_time > vocalDuration) return MUSIC_ZONE_MESSAGES.endAfterNarration;
  // A resized zone's end is start + 1 s in floating point, which may come out a hair under a second.
  if (end_time - start_time < MIN_ZONE_SECONDS - 1e-9) return MUSIC_ZONE_MESSAGES.tooShort;
  return null;
}

export const MUSIC_GENERATION_LIMITS = { promptChars: 500, trackNameChars: 100 } as const;

/** A required one-line text of the generation form: its own message when blank, stored trimmed and in NFC. */
const requiredTextSchema = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .superRefine((text, ctx) => {
      const message = text.trim() === '' ? required : freeTextProblem(label, text, max);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => normaliseText(text.trim()));

const DURATION_MESSAGE = `Duration must be ${MUSIC_DURATIONS.slice(0, -1).join(', ')} or ${MUSIC_DURATIONS.at(-1)} seconds`;

/** One of MUSIC_DURATIONS, in seconds. */
const musicDurationSchema = z.custom<(typeof MUSIC_DURATIONS)[number]>(isMusicDuration, DURATION_MESSAGE);

/** POST /api/music/generate. */
export const musicGenerationSchema = z.strictObject({
  projectId: z.uuid({ error: 'projectId must be a project id' }),
  duration: musicDurationSchema,
  prompt_description: requiredTextSchema(
    'The music description',
    MUSIC_GENERATION_MESSAGES.descriptionRequired,
    MUSIC_GENERATION_LIMITS.promptChars,
  ),
  track_name: requiredTextSchema(
    'The track name',
    MUSIC_GENERATION_MESSAGES.trackNameRequired,
    MUSIC_GENERATION_LIMITS.trackNameChars,
  ),
});
export type MusicGenerationBody = z.input<typeof musicGenerationSchema>;

/** The generate-music form: the request but its project, checked by the very rules the server applies. */
export const musicGenerationFormSchema = musicGenerationSchema.omit({ projectId: true });
export type MusicGeneration = z.output<typeof musicGenerationSchema>;

/** What is wrong with each field of the generate-music form, every field at once; empty when it can be sent. */
export type MusicGenerationProblems = Partial<Record<'prompt_description' | 'track_name', string>>;

/** The form's fields checked by the very rules the server applies (the duration is picked from a list). */
export function musicGenerationProblems(form: {
  prompt_description: string;
  track_name: string;
}): MusicGenerationProblems {
  const problems: MusicGenerationProblems = {};
  for (const field of ['prompt_description', 'track_name'] as const) {
    const checked = musicGenerationSchema.shape[field].safeParse(form[field]);
    if (!checked.success) problems[field] = checked.error.issues[0]?.message ?? '';
  }
  return problems;
}

/**
 * The music generation form: the first problem musicGenerationProblems finds (the description's before the track
 * name's), or ''.
 * @deprecated The form shows every problem at once with musicGenerationProblems; kept for mf-soundtrack releases built
 * against an earlier contracts 1.x (removing an export is a major bump).
 */
export function validateMusicGeneration(form: { prompt_description: string; track_name: string }): string {
  const problems = musicGenerationProblems(form);
  return problems.prompt_description ?? problems.track_name ?? '';
}

/** POST /api/music/generate answer (202). */
export const musicGenerationStartedSchema = z.object({ generationId: z.string() });

/** GET /api/music/status/{generationId}: how the generation is doing; the track once it is done. */
export const musicStatusSchema = z.object({
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  /** What the generation is doing now, for people. */
  stage: z.string(),
  /** 0 to 100. */
  percent: z.number(),
  error: z.string().nullable(),
  soundtrack: soundtrackSchema.nullable(),
});
export type MusicStatus = z.infer<typeof musicStatusSchema>;

/** GET /api/projects/{id}/score-proposal: a draft zone per chapter of the narrated script, with music to make for it. */
export const scoreProposalSchema = z.array(
  z.object({
    chapterTitle: z.string(),
    start_time: z.number(),
    end_time: z.number(),
    prompt_description: z.string(),
    track_name: z.string(),
    mood: z.string(),
    duration: musicDurationSchema,
  }),
);
export type ScoreProposal = z.infer<typeof scoreProposalSchema>;

/** Where music is stored: stock soundtracks and users' generated ones, never under a project. */
export const MUSIC_PREFIX = 'music/';

/** Where stock soundtracks are stored: every signed-in user may play them. */
export const STOCK_MUSIC_PREFIX = `${MUSIC_PREFIX}stock/`;

/** Where a user's generated music is stored: only that user may play it, and it outlives the project it was made in. */
export const userMusicPrefix = (userId: string): string => `${MUSIC_PREFIX}users/${userId}/`;

/** Where the ZIP of a user's data puts their generated music. */
const EXPORTED_MUSIC_FOLDER = 'music/';

/**
 * Where a track of the user's generated music sits in the ZIP of their data (music/<its file name>), as the
 * media-service writes it and the manifest names it; null for a key that is not the user's music.
 */
export function exportedMusicPath(userId: string, key: string): string | null {
  const folder = userMusicPrefix(userId);
  return key.startsWith(folder) ? `${EXPORTED_MUSIC_FOLDER}${key.slice(folder.length)}` : null;
}

// Between the bff and the media-service.

/** POST /projects/{id}/music: compose a track from a prompt, for its owner (a bff user id). */
export const musicJobRequestSchema = z.object({
  /** Part of the track's storage key: safe characters only. */
  ownerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'An owner id is 1 to 64 letters, digits, "-" or "_".'),
  prompt: z.string().trim().min(1).max(MUSIC_GENERATION_LIMITS.promptChars),
  durationSeconds: musicDurationSchema,
  trackName: z.string().trim().min(1).max(MUSIC_GENERATION_LIMITS.trackNameChars),
  /** The same prompt and seed make the same music; a random one when left out. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type MusicJobRequest = z.input<typeof musicJobRequestSchema>;

/** What the composer chose for a track. */
export const musicPlanSchema = z.object({
  /** Beats per minute. */
  tempo: z.number(),
  key: z.string(),
  mode: z.string(),
  style: z.string(),
  instruments: z.array(z.string()),
});
export type MusicPlan = z.infer<typeof musicPlanSchema>;

/** The `result` of a finished music job: the storage keys of the track and its preview, its length and its plan. */
export const musicResultSchema = z.object({
  file: z.string(),
  preview: z.string(),
  durationSeconds: z.number().positive(),
  plan: musicPlanSchema,
});
export type MusicResult = z.infer<typeof musicResultSchema>;

/** GET /music/stock answer: every stock soundtrack, made and stored on first need. */
export const stockTracksSchema = z.object({
  tracks: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      short_description: z.string(),
      durationSeconds: z.number().positive(),
      file: z.string(),
      preview: z.string(),
    }),
  ),
});
export type StockTrack = z.infer<typeof stockTracksSchema>['tracks'][number];

/** POST /projects/{id}/score-proposal: the project's narration timeline to propose a zone per chapter from. */
export const scoreProposalRequestSchema = z.object({ timelineKey: z.string() });
