import { z } from 'zod';
import {
  ACX_RULES,
  acxOptionsSchema,
  acxReportSchema,
  audiobookFormatSchema,
  type AudiobookFormat,
} from './audiobook.ts';
import { audioTagsSchema } from './export.ts';
import { JOB_KINDS, JOB_STATES } from './jobs.ts';
import { storageKeySchema } from './narration.ts';
import { musicJobRequestSchema } from './soundtrack.ts';
import { prosodySchema } from './voice.ts';

// The finished audiobook's formats as durable jobs of the media-service, one kind per format, and the export step's
// routes for them (GET/POST /api/projects/{id}/audiobook-formats…).

/** The job kind making each format: one of each in flight per project. */
export const AUDIOBOOK_JOB_KINDS = {
  m4b: JOB_KINDS.audiobookM4b,
  acx: JOB_KINDS.audiobookAcx,
  epub: JOB_KINDS.audiobookEpub,
} as const satisfies Record<AudiobookFormat, string>;

/** What each format is called in the export step, and what it is for. */
export const AUDIOBOOK_FORMAT_TEXTS = {
  m4b: { title: 'M4B audiobook', text: 'AAC with chapters and cover, for Apple Books and audiobook players' },
  acx: { title: 'ACX package', text: 'A ZIP of one MP3 per chapter, credits and a retail sample, ready for Audible' },
  epub: { title: 'Read-along EPUB', text: 'The book with its narration, each sentence lit as it is read' },
} as const satisfies Record<AudiobookFormat, { title: string; text: string }>;

/** The stages every format's job shows while it gathers its sources and stores its file. */
export const AUDIOBOOK_STAGES = {
  preparing: 'Preparing the audiobook...',
  storing: 'Saving the audiobook...',
  done: 'Audiobook ready',
} as const;

/** Kilobits a second of each format's audio, for its size estimate (an EPUB carries its chapters' audio as AAC). */
const ESTIMATE_KBPS: Record<AudiobookFormat, number> = { m4b: 96, acx: ACX_RULES.bitRateKbps, epub: 96 };

/**
 * About how many bytes a format of a book of `seconds` is: its audio at the format's bit rate, plus for ACX the
 * retail sample (at most 5 minutes) and the credits, and the cover and text.
 */
export function audiobookSizeEstimate(format: AudiobookFormat, seconds: number): number {
  const extraSeconds = format === 'acx' ? Math.min(seconds, ACX_RULES.retailSampleMaxSeconds) + 20 : 0;
  return Math.round(((seconds + extraSeconds) * ESTIMATE_KBPS[format] * 1000) / 8 + 300_000);
}

/** Bytes a second of the mix's own downloads: the 320 kb/s MP3, the 16-bit 44.1 kHz stereo WAV, the waveform video. */
const DOWNLOAD_BYTES_PER_SECOND = { mp3: 40_000, wav: 176_400, video: 45_000 } as const;

/** About how many bytes the mix's MP3 or WAV, or its waveform video, of a book of `seconds` is. */
export const downloadSizeEstimate = (download: keyof typeof DOWNLOAD_BYTES_PER_SECOND, seconds: number): number =>
  Math.round(seconds * DOWNLOAD_BYTES_PER_SECOND[download]);

// Between the bff and the media-service.

/** POST /projects/{id}/audiobook-formats/{format}: what the format is made of, every key the project's own. */
export const audiobookFormatRequestSchema = z.object({
  ownerId: musicJobRequestSchema.shape.ownerId,
  /** The mastered mix (WAV) and the narration's timeline it was made from. */
  mixWavKey: storageKeySchema,
  timelineKey: storageKeySchema,
  coverKey: storageKeySchema.nullable(),
  seconds: z.number().positive(),
  tags: audioTagsSchema,
  /** The voice that narrated the book, and its manner, for what a format has said (an ACX package's credits). */
  voice: z.string().min(1).max(100).optional(),
  prosody: prosodySchema.partial().optional(),
  /** The ACX package's choices; ignored by the other formats. */
  acx: acxOptionsSchema.optional(),
});
export type AudiobookFormatRequest = z.input<typeof audiobookFormatRequestSchema>;

/** A stored format's file: its key and size, and an ACX package's report of every file in it. */
export const audiobookFileSchema = z.object({
  format: audiobookFormatSchema,
  key: storageKeySchema,
  bytes: z.number().int().nonnegative(),
  report: acxReportSchema.nullable(),
  /** The ACX choices it was made with; null for the other formats. */
  acx: acxOptionsSchema.nullable(),
});
export type AudiobookFile = z.infer<typeof audiobookFileSchema>;

/** POST /projects/{id}/audiobook-formats/{format} answer: the stored file of these inputs, or the job making it. */
export const audiobookFormatStartedSchema = z.union([
  z.object({ reused: z.literal(true), file: audiobookFileSchema }),
  z.object({ jobId: z.string() }),
]);
export type AudiobookFormatStarted = z.infer<typeof audiobookFormatStartedSchema>;

/** POST /projects/{id}/audiobook-formats/{format}/stored answer: the stored file of these inputs, if there is one. */
export const storedAudiobookFormatSchema = z.object({ file: audiobookFileSchema.nullable() });

// The export step's routes.

/** POST /api/projects/{id}/audiobook-formats/{format}: the ACX package's choices; nothing for the other formats. */
export const audiobookFormatStartSchema = z.strictObject({
  /** Left out: mono (ACX's default); only the ACX package takes it. */
  stereo: z.boolean().optional(),
  retailSample: acxOptionsSchema.shape.retailSample,
});
export type AudiobookFormatStart = z.input<typeof audiobookFormatStartSchema>;

/**
 * The export step's form of ACX choices: mono or stereo, and the retail sample as its start and length (seconds),
 * answered as the POST's body.
 */
export const acxChoicesSchema = z
  .object({
    stereo: z.boolean(),
    sampleStart: z
      .number({ error: 'Say where the retail sample starts, in seconds.' })
      .min(0, 'The start cannot be negative.'),
    sampleSeconds: z
      .number({ error: 'Say how long the retail sample is, in seconds.' })
      .min(1, 'The retail sample must be at least a second long.')
      .max(ACX_RULES.retailSampleMaxSeconds, 'The retail sample can be at most 5 minutes long.'),
  })
  .transform(({ stereo, sampleStart, sampleSeconds }): AudiobookFormatStart => ({
    stereo,
    retailSample: { start: sampleStart, end: sampleStart + sampleSeconds },
  }));

/** A format's latest job as the export step follows it. */
export const audiobookFormatJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  stage: z.string(),
  percent: z.number(),
  error: z.string().nullable(),
});

/** A format as the export step shows it: its size estimate, its latest job, and once made, its file to download. */
export const audiobookFormatStateSchema = z.object({
  format: audiobookFormatSchema,
  estimatedBytes: z.number().int().nonnegative(),
  job: audiobookFormatJobSchema.nullable(),
  /** The file its latest job made (or the stored one of unchanged inputs): a download named after the book. */
  file: z
    .object({
      bytes: z.number().int().nonnegative(),
      url: z.string(),
      name: z.string(),
      report: acxReportSchema.nullable(),
    })
    .nullable(),
});
export type AudiobookFormatState = z.infer<typeof audiobookFormatStateSchema>;

/** GET /api/projects/{id}/audiobook-formats answer: every format, in AUDIOBOOK_FORMATS' order. */
export const audiobookFormatListSchema = z.object({ formats: z.array(audiobookFormatStateSchema) });
export type AudiobookFormatList = z.infer<typeof audiobookFormatListSchema>;
