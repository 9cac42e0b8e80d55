import { z } from 'zod';

/**
 * The audiobook target the master aims at, after ACX's rules for audiobooks: RMS between −23 and −18 dB, true peak
 * at most −3 dB, noise floor at most −60 dB. Narration's pauses pull its RMS a few dB under its integrated
 * loudness (which gates them out), so −19 LUFS lands the RMS inside that range; the true-peak ceiling keeps half a decibel under −3 for the MP3 encoder's overshoot; a loudness range
 * of 15 LU lets the normalisation stay linear (one gain for the whole book) for nearly every narration.
 */
export const AUDIOBOOK_TARGET = { integratedLufs: -19, truePeakDb: -3.5, loudnessRange: 15 } as const;

/** What loudnorm's first pass measured of the mix (print_format=json). */
const measurementSchema = z.object({
  input_i: z.coerce.number(),
  input_tp: z.coerce.number(),
  input_lra: z.coerce.number(),
  input_thresh: z.coerce.number(),
  target_offset: z.coerce.number(),
});
export type LoudnessMeasurement = z.infer<typeof measurementSchema>;

/** The JSON block loudnorm prints last on ffmpeg's log. */
export function parseLoudnormReport(log: string): LoudnessMeasurement {
  const start = log.lastIndexOf('{');
  const end = log.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('ffmpeg printed no loudness measurement');
  return measurementSchema.parse(JSON.parse(log.slice(start, end + 1)));
}

const { integratedLufs, truePeakDb, loudnessRange } = AUDIOBOOK_TARGET;
const targetOptions = `I=${integratedLufs}:TP=${truePeakDb}:LRA=${loudnessRange}`;

/** The first pass: measure only. */
export const loudnessMeasureFilter = `loudnorm=${targetOptions}:print_format=json`;

/** The second pass: the measured values make the correction exact (a single gain whenever it can be). */
export const loudnessCorrectFilter = (measured: LoudnessMeasurement): string =>
  `loudnorm=${targetOptions}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}` +
  `:measured_LRA=${measured.input_lra}:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}` +
  ':linear=true';
