import { z } from 'zod';
import { AUDIO_TITLE_MAX, AVATAR_MAX_BYTES, MUSIC_ZONES_PER_PROJECT } from './limits.ts';
import { MIX_PROGRESS, mixCompleted } from './messages/export.ts';
import { PROJECT_DEFAULTS } from './messages/project.ts';
import { storageKeySchema } from './narration.ts';
import { musicJobRequestSchema } from './soundtrack.ts';

// The export step's bodies: the mix (MP3 + WAV of narration and music zones), the waveform video, downloads.

/** The stages a mix job reports, as the browser shows them. */
export const MIX_STAGES = {
  preparing: MIX_PROGRESS.preparing.text,
  processing: MIX_PROGRESS.processing.text,
  mixed: mixCompleted('').text,
  vocalOnly: mixCompleted('no music zones').text,
} as const;

/** What the UI shows when a mix answered: 'Vocal only' when the server said the project had no music zones. */
export const mixCompletionText = (message: string | null | undefined): string => mixCompleted(message).text;

/** The answer's message for a mix without zones; it names "no music zones" so mixCompletionText can tell. */
export const MIX_ANSWERS = {
  mixed: 'Audio mixed successfully',
  vocalOnly: 'No music zones found, exported vocal only',
} as const;

/** POST /api/projects/{id}/mix-audio takes no options: everything comes from the project. */
export const mixAudioRequestSchema = z.strictObject({});

/** POST /api/projects/{id}/mix-audio answer: the MP3 (presigned) and the WAV's key of the same mix. */
export const mixAudioResponseSchema = z.object({
  message: z.string(),
  mixFile: z.object({ url: z.string(), s3Key: z.string() }),
  mixWavKey: z.string(),
  /** The inputs were unchanged since the last mix: the stored one is answered, nothing was redone. */
  reused: z.boolean(),
});
export type MixAudioResponse = z.infer<typeof mixAudioResponseSchema>;

export const VIDEO_STAGES = {
  generating: 'Generating Waveform Video',
  hint: 'This may take a few minutes...',
} as const;

/** POST /api/projects/{id}/generate-waveform-video answer: the MP4 to download, presigned as an attachment. */
export const waveformVideoResponseSchema = z.object({ videoFile: z.object({ url: z.string(), name: z.string() }) });
export type WaveformVideoResponse = z.infer<typeof waveformVideoResponseSchema>;

/** POST /api/audio/download-url: a stored file of the project to download under a real name. */
export const downloadRequestSchema = z.strictObject({ s3Key: storageKeySchema });

/** POST /api/audio/download-url answer: a presigned address that downloads as `name`. */
export const downloadUrlSchema = z.object({ url: z.string(), name: z.string() });
export type DownloadUrl = z.infer<typeof downloadUrlSchema>;

/** The cover art: PNG, JPEG or WebP of at most 5 MB (checked by content on the server). */
export const COVER_LIMITS = { maxBytes: AVATAR_MAX_BYTES, accept: 'image/png,image/jpeg,image/webp' } as const;
export const DEFAULT_AUDIO_TITLE = PROJECT_DEFAULTS.audioTitle;

/**
 * The audiobook's one title wherever it shows (the export player, the shared page, the video, the downloaded files'
 * names and tags): the title given with the cover art, else the project's name, else the default title.
 */
export function audioTitle(coverTitle: string | null | undefined, projectName: string | null | undefined): string {
  return coverTitle?.trim() || projectName?.trim() || DEFAULT_AUDIO_TITLE;
}

/** audioTitle of a project. */
export const audioTitleOf = (project: { name: string; videoInfo: { video_title_caption?: string | null } }): string =>
  audioTitle(project.videoInfo.video_title_caption, project.name);

/**
 * The cover of a project without cover art, the same picture wherever a cover shows (the players, the video): headphones
 * on the app's gradient, drawn (no image file, no font). The browser shows it as a data: address, the video draws it.
 */
export const DEFAULT_COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="520" height="520" viewBox="0 0 520 520">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#5b3df5"/><stop offset="0.55" stop-color="#8a4dff"/><stop offset="1" stop-color="#ff7a59"/>' +
  '</linearGradient></defs><rect width="520" height="520" fill="url(#g)"/>' +
  '<g transform="translate(143 143) scale(9.75)" fill="none" stroke="#ffffff" stroke-width="1.8" ' +
  'stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H5a1 1 0 0 1-1-1v-4zm16 0h-3v5h2a1 1 0 0 0 1-1v-4z"/></g></svg>';

export const DEFAULT_COVER_URL = `data:image/svg+xml,${encodeURIComponent(DEFAULT_COVER_SVG)}`;

/** Why a cover image was refused (the server checks by content: the name and the browser's type prove nothing). */
export const COVER_FILE_MESSAGES = {
  type: 'Please select a valid image file (PNG, JPG, WebP)',
  size: 'File size must be less than 5MB',
} as const;

// Between the bff and the media-service.

/** A music zone of a mix: the stored track, where on the narration's timeline it plays (seconds) and its volume. */
const mixZoneSchema = z
  .object({
    musicKey: storageKeySchema,
    start: z.number().min(0),
    end: z.number(),
    /** 0 to 1 of the set level every zone's music is brought to. */
    volume: z.number().min(0).max(1).default(1),
  })
  .refine((zone) => zone.end > zone.start, 'A zone must end after it starts');

/**
 * The tags a finished audiobook's files carry (the MP3's ID3 tag, the WAV's LIST/INFO chunk, the M4B's and EPUB's
 * metadata): the audiobook's title (audioTitleOf, also its album), its creator (the project owner's name), its
 * narrator (the voice's name), the year it was made and its genre (each empty: not tagged).
 */
export const audioTagsSchema = z.object({
  title: z.string().trim().min(1).max(AUDIO_TITLE_MAX),
  artist: z.string().trim(),
  narrator: z.string().trim(),
  year: z.string().regex(/^(\d{4})?$/),
  genre: z.string().trim(),
});
export type AudioTags = z.infer<typeof audioTagsSchema>;

/**
 * POST /projects/{id}/mixes: the narration's lossless master and its timeline (whose chapters the MP3 carries; null
 * for a narration without one), the zones to lay over it and the files' tags.
 */
export const mixRequestSchema = z.object({
  ownerId: musicJobRequestSchema.shape.ownerId,
  narrationKey: storageKeySchema,
  narrationSeconds: z.number().positive(),
  timelineKey: storageKeySchema.nullable().default(null),
  /** At most a project's zones: the mix's ffmpeg graph grows with each. */
  zones: z.array(mixZoneSchema).max(MUSIC_ZONES_PER_PROJECT),
  tags: audioTagsSchema,
});
export type MixRequest = z.input<typeof mixRequestSchema>;

/** The mix's loudness as measured before mastering (what the master corrected). */
const mixLoudnessSchema = z.object({
  /** Null for silence, which has no loudness to measure. */
  integratedLufs: z.number().nullable(),
  truePeakDb: z.number().nullable(),
  loudnessRange: z.number(),
});

/** The `result` of a done mix job, and the body of a reused one. */
export const mixResultSchema = z.object({
  mp3Key: z.string(),
  wavKey: z.string(),
  /** False for a narration-only export (no zones). */
  withMusic: z.boolean(),
  seconds: z.number(),
  measured: mixLoudnessSchema,
});
export type MixResult = z.infer<typeof mixResultSchema>;

/** POST /projects/{id}/mixes answer: the stored mix of these inputs, or the job making it. */
export const mixStartedSchema = z.union([
  z.object({ reused: z.literal(true), mp3Key: z.string(), wavKey: z.string(), withMusic: z.boolean() }),
  z.object({ jobId: z.string() }),
]);
export type MixStarted = z.infer<typeof mixStartedSchema>;

/** POST /projects/{id}/waveform-videos: the mix to draw, its cover (or the default picture), title and length. */
export const waveformVideoRequestSchema = z.object({
  ownerId: musicJobRequestSchema.shape.ownerId,
  mixKey: storageKeySchema,
  coverKey: storageKeySchema.nullable(),
  title: z.string().max(AUDIO_TITLE_MAX),
  seconds: z.number().positive(),
});
export type WaveformVideoRequest = z.input<typeof waveformVideoRequestSchema>;

/** POST /projects/{id}/waveform-videos answer: the stored video of these inputs, or the job making it. */
export const waveformVideoStartedSchema = z.union([
  z.object({ reused: z.literal(true), videoKey: storageKeySchema }),
  z.object({ jobId: z.string() }),
]);
export type WaveformVideoStarted = z.infer<typeof waveformVideoStartedSchema>;

/** The `result` of a done waveform-video job: the MP4's key and its length in seconds. */
export const waveformVideoResultSchema = z.object({ videoKey: storageKeySchema, seconds: z.number() });
export type WaveformVideoResult = z.infer<typeof waveformVideoResultSchema>;

/** POST /projects/{id}/cover answer (201; the request body is the image as sent): the re-encoded JPEG's key. */
export const storedCoverSchema = z.object({ key: storageKeySchema });
