/**
 * Voice pitch by YIN (de Cheveigné & Kawahara, 2002): for each frame, the cumulative-mean-normalised difference
 * function; the first lag under the threshold is the period. Robust against the octave errors plain autocorrelation
 * makes on speech.
 */

/** Frames are taken every 10 ms. */
export const PITCH_HOP_SECONDS = 0.01;
/** The lowest and highest voice pitch looked for: below a deep bass, above a child's voice. */
const MIN_PITCH_HZ = 60;
const MAX_PITCH_HZ = 450;
// A lag whose normalised difference is under this is a period (the paper's 0.1 to 0.15).
const YIN_THRESHOLD = 0.15;
// With no lag under the threshold, the best one still counts when it is this clear (breathy speech).
const YIN_ACCEPT = 0.25;

/**
 * The pitch of each 10 ms frame in Hz, 0 where the frame is unvoiced (or `consider(frame)` says to skip it, e.g.
 * because it is silence: skipping saves most of the work).
 */
export function pitchTrack(
  samples: Float32Array,
  sampleRate: number,
  consider: (frame: number) => boolean = () => true,
): Float32Array {
  const hop = Math.round(sampleRate * PITCH_HOP_SECONDS);
  const maxLag = Math.ceil(sampleRate / MIN_PITCH_HZ);
  const minLag = Math.floor(sampleRate / MAX_PITCH_HZ);
  // The window holds at least one period of the lowest pitch.
  const window = maxLag;
  const frames = Math.max(0, Math.ceil(samples.length / hop));
  const track = new Float32Array(frames);
  const difference = new Float64Array(maxLag + 1);
  for (let f = 0; f < frames; f++) {
    const from = f * hop;
    if (from + window + maxLag > samples.length || !consider(f)) continue;
    for (let lag = 1; lag <= maxLag; lag++) {
      let sum = 0;
      for (let j = from; j < from + window; j++) {
        const delta = (samples[j] as number) - (samples[j + lag] as number);
        sum += delta * delta;
      }
      difference[lag] = sum;
    }
    // Cumulative mean normalised difference, in place.
    let running = 0;
    difference[0] = 1;
    for (let lag = 1; lag <= maxLag; lag++) {
      running += difference[lag] as number;
      difference[lag] = running > 0 ? ((difference[lag] as number) * lag) / running : 1;
    }
    const lag = bestLag(difference, minLag, maxLag);
    if (lag !== undefined) track[f] = sampleRate / refine(difference, lag);
  }
  return track;
}

function bestLag(normalised: Float64Array, minLag: number, maxLag: number): number | undefined {
  let best = minLag;
  for (let lag = minLag; lag <= maxLag; lag++) {
    if ((normalised[lag] as number) < YIN_THRESHOLD) {
      // Down to the bottom of this dip.
      while (lag + 1 <= maxLag && (normalised[lag + 1] as number) < (normalised[lag] as number)) lag++;
      return lag;
    }
    if ((normalised[lag] as number) < (normalised[best] as number)) best = lag;
  }
  return (normalised[best] as number) < YIN_ACCEPT ? best : undefined;
}

/** The dip's bottom between lags, from the parabola through it and its neighbours. */
function refine(normalised: Float64Array, lag: number): number {
  const before = normalised[lag - 1];
  const after = normalised[lag + 1];
  if (before === undefined || after === undefined) return lag;
  const at = normalised[lag] as number;
  const curvature = before - 2 * at + after;
  return curvature > 0 ? lag + (before - after) / (2 * curvature) : lag;
}

/** The middle value (the typical pitch of a voice: unmoved by a few octave slips or excited syllables). */
export function median(values: ArrayLike<number>): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
