/** A zone of music on the narration's timeline, as the graph lays it: its times and the gain bringing it to level. */
export interface BedZone {
  /** Seconds on the narration's timeline. */
  start: number;
  end: number;
  /** Applied to its music before ducking: the track brought to the bed's level, times the zone's own volume. */
  gainDb: number;
}

/** How music sits under the narration, in terms of the narration's own loudness (its integrated LUFS). */
export const MUSIC_BED = {
  /** The set level: in the narration's pauses a zone at full volume plays this many LU under the narration. */
  pauseBelowNarrationLu: 8,
  /** Fades at each end of a zone, at most a quarter of the zone; overlapping zones crossfade along the same ramps. */
  fadeSeconds: 1.5,
  /**
   * Ducking, keyed by the narration: its threshold this far under the narration's loudness, so speech takes the
   * music about 12 dB further down (over 20 LU under the narration), quickly when speech starts and slowly back up in
   * pauses, so it does not pump between words.
   */
  duck: { belowNarrationDb: 18, ratio: 6, attackMs: 20, releaseMs: 500 },
} as const;

/** sidechaincompress's range of thresholds (linear amplitude). */
const THRESHOLD_RANGE = [0.000976563, 1] as const;

export const MIX_SAMPLE_RATE = 44_100;

/**
 * Both the npm-shipped ffmpeg of 2018 and current ones: every stream is made float stereo at one rate before
 * sidechaincompress (the old one needs it), and amix's division by its input count is undone by a volume filter
 * (the old one has no normalize=0).
 */
export const STEREO = `aformat=sample_fmts=fltp:sample_rates=${MIX_SAMPLE_RATE}:channel_layouts=stereo`;

const seconds = (value: number) => value.toFixed(3);

/**
 * The gain that takes a track measured at `trackLufs` to the bed's level under a narration measured at
 * `narrationLufs`, at `volume` (0 to 1) of it. A silent track or narration has no loudness to match: its gain is 0 dB.
 */
export function zoneGainDb(trackLufs: number, narrationLufs: number, volume = 1): number {
  const level = Number.isFinite(trackLufs) && Number.isFinite(narrationLufs);
  const match = level ? narrationLufs - MUSIC_BED.pauseBelowNarrationLu - trackLufs : 0;
  return match + 20 * Math.log10(Math.max(volume, 1e-3));
}

/** The ducking threshold (linear) for a narration measured at `narrationLufs`; a silent narration never ducks. */
export function duckThreshold(narrationLufs: number): number {
  if (!Number.isFinite(narrationLufs)) return THRESHOLD_RANGE[1];
  const linear = 10 ** ((narrationLufs - MUSIC_BED.duck.belowNarrationDb) / 20);
  return Math.min(Math.max(linear, THRESHOLD_RANGE[0]), THRESHOLD_RANGE[1]);
}

const fadeOf = (zone: BedZone) => Math.min(MUSIC_BED.fadeSeconds, (zone.end - zone.start) / 4);

/**
 * Overlapping zones crossfade instead of adding up: the bed is divided by the sum of the fade envelopes sounding at
 * each moment (when over 1), so a zone fading in over another takes the other down along the same ramp and, where
 * they overlap, the weights sum to 1: the music is never louder than one zone. Only zones overlapping another count;
 * null when none do.
 */
function crossfadeFilter(zones: readonly BedZone[]): string | null {
  const overlapping = zones.filter((zone, index) =>
    zones.some((other, at) => at !== index && other.start < zone.end && zone.start < other.end),
  );
  if (overlapping.length === 0) return null;
  const envelopes = overlapping.map((zone) => {
    const fade = seconds(fadeOf(zone));
    return `clip(min((t-${seconds(zone.start)})/${fade},(${seconds(zone.end)}-t)/${fade}),0,1)`;
  });
  return `volume=volume='1/max(1,${envelopes.join('+')})':eval=frame`;
}

/**
 * The filter graph mixing input 0 (the narration) with inputs 1..n (each zone's music, looped by its input options
 * when the zone outlasts it): each zone trimmed to its length, brought to the bed's level, faded in and out, placed at
 * its start and padded to the narration's length; the zones summed, crossfading where they overlap; the sum ducked
 * under the narration; then narration and music summed. Its output is labelled [mix]; with no zones it is the
 * narration alone.
 */
export function mixGraph(zones: readonly BedZone[], narrationSeconds: number, narrationLufs: number): string {
  if (zones.length === 0) return `[0:a]${STEREO}[mix]`;
  const totalSamples = Math.round(narrationSeconds * MIX_SAMPLE_RATE);
  const music = zones.map((zone, index) => {
    const length = zone.end - zone.start;
    const fade = fadeOf(zone);
    const delayMs = Math.round(zone.start * 1000);
    return (
      `[${index + 1}:a]${STEREO},atrim=0:${seconds(length)},asetpts=N/SR/TB,volume=${zone.gainDb.toFixed(2)}dB,` +
      `afade=t=in:st=0:d=${seconds(fade)},afade=t=out:st=${seconds(length - fade)}:d=${seconds(fade)},` +
      `adelay=${delayMs}|${delayMs},apad=whole_len=${totalSamples},atrim=end_sample=${totalSamples}[zone${index}]`
    );
  });
  const zoneLabels = zones.map((_, index) => `[zone${index}]`).join('');
  const sum =
    zones.length === 1
      ? `${zoneLabels}anull`
      : `${zoneLabels}amix=inputs=${zones.length}:duration=longest:dropout_transition=0,volume=${zones.length}`;
  const crossfade = crossfadeFilter(zones);
  const { ratio, attackMs, releaseMs } = MUSIC_BED.duck;
  const threshold = duckThreshold(narrationLufs).toFixed(6);
  return [
    `[0:a]${STEREO},asplit=2[voice][key]`,
    ...music,
    `${sum}${crossfade ? `,${crossfade}` : ''}[bed]`,
    `[bed][key]sidechaincompress=threshold=${threshold}:ratio=${ratio}:attack=${attackMs}:release=${releaseMs}[ducked]`,
    `[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mix]`,
  ].join(';');
}
