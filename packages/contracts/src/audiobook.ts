import { z } from 'zod';

// The finished audiobook in the formats people publish, beside the MP3/WAV mix and the waveform video: M4B with
// chapters, an ACX (Audible) package, a read-along EPUB 3. The rules the export step shows and the media-service
// masters to live here once.

export const AUDIOBOOK_FORMATS = ['m4b', 'acx', 'epub'] as const;
export const audiobookFormatSchema = z.enum(AUDIOBOOK_FORMATS);
export type AudiobookFormat = z.infer<typeof audiobookFormatSchema>;

/** A chapter of the finished audiobook: its title and its place in the mix (seconds). */
export const audiobookChapterSchema = z.object({
  title: z.string().min(1),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
});
export type AudiobookChapter = z.infer<typeof audiobookChapterSchema>;

/** What `audiobookChapters` reads of a narration's timeline (its title, chapters and length, seconds). */
export interface ChapteredTimeline {
  duration: number;
  title?: { text: string } | null;
  chapters: ReadonlyArray<{ title: string | null; start: number; end: number }>;
}

/**
 * One chapter per chapter of the script, titled with its heading ('Chapter N' when it has none), each running until
 * the next one starts; the first starts at 0, so the book's title read before it belongs to it, and the last ends
 * with the audio. A script of no chapters is one chapter named after its title.
 */
export function audiobookChapters(timeline: ChapteredTimeline): AudiobookChapter[] {
  const { chapters, duration } = timeline;
  if (chapters.length === 0) return [{ title: timeline.title?.text || 'Chapter 1', start: 0, end: duration }];
  return chapters.map((chapter, index) => ({
    title: chapter.title?.trim() || `Chapter ${index + 1}`,
    start: index === 0 ? 0 : chapter.start,
    end: index === chapters.length - 1 ? duration : chapters[index + 1]!.start,
  }));
}

/**
 * ACX's audio submission requirements: every file 44.1 kHz MP3 at 192 kb/s CBR, RMS between -23 and -18 dB, peaks
 * at most -3 dB, a noise floor at most -60 dB, 0.5-1 s of room tone at the head and 1-5 s at the tail, at most 120
 * minutes long; a retail sample of at most 5 minutes.
 */
export const ACX_RULES = {
  sampleRate: 44100,
  bitRateKbps: 192,
  rmsDb: { min: -23, max: -18 },
  peakMaxDb: -3,
  noiseFloorMaxDb: -60,
  headRoomToneSeconds: { min: 0.5, max: 1 },
  tailRoomToneSeconds: { min: 1, max: 5 },
  fileMaxMinutes: 120,
  retailSampleMaxSeconds: 300,
} as const;

/** The files of an ACX package, in the order a listener hears them. */
export const ACX_FILE_ROLES = ['opening-credits', 'chapter', 'closing-credits', 'retail-sample'] as const;

export const ACX_CHECKS = [
  'sampleRate',
  'bitRate',
  'rms',
  'peak',
  'noiseFloor',
  'headRoomTone',
  'tailRoomTone',
  'length',
] as const;

/** One ACX rule checked on one file: what was measured, and what to change when it fails. */
export const acxCheckSchema = z.object({
  check: z.enum(ACX_CHECKS),
  pass: z.boolean(),
  /** The measured value as people read it ('-20.1 dB', '192 kb/s'). */
  measured: z.string(),
  /** What to change when it fails; null when it passes. */
  advice: z.string().nullable(),
});

/** One file of an ACX package as measured after mastering. */
export const acxFileReportSchema = z.object({
  /** Its name in the ZIP. */
  file: z.string(),
  role: z.enum(ACX_FILE_ROLES),
  title: z.string(),
  seconds: z.number(),
  rmsDb: z.number(),
  peakDb: z.number(),
  noiseFloorDb: z.number(),
  sampleRate: z.number().int(),
  bitRateKbps: z.number(),
  channels: z.number().int(),
  headRoomToneSeconds: z.number(),
  tailRoomToneSeconds: z.number(),
  checks: z.array(acxCheckSchema),
});
export type AcxFileReport = z.infer<typeof acxFileReportSchema>;

export const acxReportSchema = z.object({ pass: z.boolean(), files: z.array(acxFileReportSchema) });
export type AcxReport = z.infer<typeof acxReportSchema>;

/** The stretch of the book (seconds of the mix) an ACX package's retail sample plays: at most five minutes. */
export const retailSampleSchema = z
  .object({ start: z.number().nonnegative(), end: z.number().positive() })
  .refine((sample) => sample.end > sample.start, 'The retail sample must end after it starts.')
  .refine(
    (sample) => sample.end - sample.start <= ACX_RULES.retailSampleMaxSeconds,
    'The retail sample can be at most 5 minutes long.',
  );
export type RetailSample = z.infer<typeof retailSampleSchema>;

/** What the creator chooses for an ACX package: mono unless stereo is picked; the retail sample's stretch. */
export const acxOptionsSchema = z.object({
  stereo: z.boolean().default(false),
  /** Absent: the first five minutes of the first chapter after the title. */
  retailSample: retailSampleSchema.optional(),
});
export type AcxOptions = z.input<typeof acxOptionsSchema>;
