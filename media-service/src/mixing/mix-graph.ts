/** A zone of music on the narration's timeline, its audio in a local file. */
export interface MixZone {
  file: string;
  /** Seconds on the narration's timeline. */
  start: number;
  end: number;
}

/** How music sits under the narration. */
const MUSIC_BED = {
  /** The zone's music before ducking: the level the soundtrack step previews it at. */
  gain: 0.6,
  /** Fades at each end of a zone, at most a quarter of the zone. */
  fadeSeconds: 1.5,
  /**
   * Ducking: speech above the threshold pushes the music down (ratio 8 takes a loud bed about 15 dB under speech),
   * quickly when speech starts and slowly back up in pauses, so it does not pump between words.
   */
  duck: { threshold: 0.02, ratio: 8, attackMs: 20, releaseMs: 600 },
} as const;

export const MIX_SAMPLE_RATE = 44_100;

/**
 * Both the npm-shipped ffmpeg of 2018 and current ones: every stream is made float stereo at one rate before
 * sidechaincompress (the old one needs it), and amix's division by its input count is undone by a volume filter
 * (the old one has no normalize=0).
 */
const STEREO = `aformat=sample_fmts=fltp:sample_rates=${MIX_SAMPLE_RATE}:channel_layouts=stereo`;

const seconds = (value: number) => value.toFixed(3);

/**
 * The filter graph mixing input 0 (the narration) with inputs 1..n (each zone's music, looped by its input options
 * so a zone longer than its track keeps playing): each zone trimmed to its length, faded in and out, placed at its
 * start and padded to the narration's length; the zones summed; the sum ducked under the narration; then narration
 * and music summed. Its output is labelled [mix]; with no zones it is the narration alone.
 */
export function mixGraph(zones: MixZone[], narrationSeconds: number): string {
  if (zones.length === 0) return `[0:a]${STEREO}[mix]`;
  const totalSamples = Math.round(narrationSeconds * MIX_SAMPLE_RATE);
  const music = zones.map((zone, index) => {
    const length = zone.end - zone.start;
    const fade = Math.min(MUSIC_BED.fadeSeconds, length / 4);
    const delayMs = Math.round(zone.start * 1000);
    return (
      `[${index + 1}:a]${STEREO},atrim=0:${seconds(length)},asetpts=N/SR/TB,volume=${MUSIC_BED.gain},` +
      `afade=t=in:st=0:d=${seconds(fade)},afade=t=out:st=${seconds(length - fade)}:d=${seconds(fade)},` +
      `adelay=${delayMs}|${delayMs},apad=whole_len=${totalSamples},atrim=end_sample=${totalSamples}[zone${index}]`
    );
  });
  const zoneLabels = zones.map((_, index) => `[zone${index}]`).join('');
  const bed =
    zones.length === 1
      ? `${zoneLabels}anull[bed]`
      : `${zoneLabels}amix=inputs=${zones.length}:duration=longest:dropout_transition=0,volume=${zones.length}[bed]`;
  const { threshold, ratio, attackMs, releaseMs } = MUSIC_BED.duck;
  return [
    `[0:a]${STEREO},asplit=2[voice][key]`,
    ...music,
    bed,
    `[bed][key]sidechaincompress=threshold=${threshold}:ratio=${ratio}:attack=${attackMs}:release=${releaseMs}[ducked]`,
    `[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mix]`,
  ].join(';');
}
