/**
 * The audiobook target the master aims at, after ACX's rules for audiobooks: RMS between −23 and −18 dB, true peak
 * at most −3 dB, noise floor at most −60 dB. Narration's pauses pull its RMS a few dB under its integrated
 * loudness (which gates them out; a third of pauses, over 4 dB), so −18.5 LUFS lands the RMS inside that range; the
 * true-peak ceiling keeps half a decibel under −3 for the MP3 encoder's overshoot.
 */
export const AUDIOBOOK_TARGET = { integratedLufs: -18.5, truePeakDb: -3.5 } as const;

/**
 * Where the limiter holds sample peaks when the gain would push true peaks over the ceiling: a further decibel down,
 * for the peaks between samples that it does not see.
 */
const LIMITER_CEILING_DB = AUDIOBOOK_TARGET.truePeakDb - 1;

/** What the first pass measured of the mix (EBU R128): integrated loudness, loudness range and true peak. */
export interface LoudnessMeasurement {
  integratedLufs: number;
  loudnessRange: number;
  truePeakDb: number;
}

/**
 * The first pass: measure only. ebur128 (true peak at 4× oversampling) costs a fraction of loudnorm, which works at
 * 192 kHz; its per-frame lines go to the verbose log level, so the log holds just the summary.
 */
export const loudnessMeasureFilter = 'ebur128=peak=true:framelog=verbose';

const summaryValue = (summary: string, pattern: RegExp): number => {
  const found = pattern.exec(summary)?.[1];
  if (found === undefined) throw new Error(`ffmpeg's loudness summary lacks ${pattern}`);
  // Silence measures -inf (nothing to gate); it then takes no gain.
  return found === '-inf' ? -Infinity : Number(found);
};

/** The integrated loudness of ebur128's summary (one measured without its true peak), -Infinity for silence. */
export function parseIntegratedLoudness(log: string): number {
  const start = log.lastIndexOf('Summary:');
  if (start < 0) throw new Error('ffmpeg printed no loudness measurement');
  return summaryValue(log.slice(start), /I:\s+(-inf|-?[\d.]+) LUFS/);
}

/** The summary ebur128 prints last on ffmpeg's log. */
export function parseLoudnessSummary(log: string): LoudnessMeasurement {
  const start = log.lastIndexOf('Summary:');
  if (start < 0) throw new Error('ffmpeg printed no loudness measurement');
  const summary = log.slice(start);
  return {
    integratedLufs: summaryValue(summary, /I:\s+(-inf|-?[\d.]+) LUFS/),
    loudnessRange: summaryValue(summary, /LRA:\s+(-?[\d.]+) LU/),
    truePeakDb: summaryValue(summary, /Peak:\s+(-inf|-?[\d.]+) dBFS/),
  };
}

/**
 * The second pass: one gain for the whole book (so its dynamics stay as mixed) that brings it to the target
 * loudness, and a limiter only when that gain would take true peaks over the ceiling.
 */
export function loudnessCorrectFilter(measured: LoudnessMeasurement): string {
  const gain = Number.isFinite(measured.integratedLufs) ? AUDIOBOOK_TARGET.integratedLufs - measured.integratedLufs : 0;
  const volume = `volume=${gain.toFixed(2)}dB`;
  if (measured.truePeakDb + gain <= AUDIOBOOK_TARGET.truePeakDb) return volume;
  const limit = 10 ** (LIMITER_CEILING_DB / 20);
  return `${volume},alimiter=limit=${limit.toFixed(4)}:level=false`;
}
