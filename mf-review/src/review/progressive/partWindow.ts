import type { ProgressiveNarration } from '@reeltalk/contracts';

/** Where a part plays in the narration, in seconds (the first part starts a little before 0: the encoder's delay). */
interface PartSpan {
  start: number;
  end: number;
}

type Timing = Pick<ProgressiveNarration, 'sampleRate' | 'frameSamples' | 'delay'>;

const frameTime = (timing: Timing, frame: number) => (frame * timing.frameSamples - timing.delay) / timing.sampleRate;

export function partSpan(manifest: Pick<ProgressiveNarration, keyof Timing | 'parts'>, index: number): PartSpan {
  const part = manifest.parts[index]!;
  return { start: frameTime(manifest, part.startFrame), end: frameTime(manifest, part.startFrame + part.frames) };
}

/** The end of the published parts in seconds: how far the narration can be played so far (0 without parts). */
export function readyEnd(manifest: Pick<ProgressiveNarration, keyof Timing | 'parts'>): number {
  return manifest.parts.length === 0 ? 0 : partSpan(manifest, manifest.parts.length - 1).end;
}

/** The part holding `time`: a time before the first part is the first's, one at or past the end the last's; -1 without parts. */
export function partAt(manifest: Pick<ProgressiveNarration, keyof Timing | 'parts'>, time: number): number {
  const { length } = manifest.parts;
  for (let index = 0; index < length; index += 1) {
    if (partSpan(manifest, index).end > time) return index;
  }
  return length - 1;
}

/** Parts kept buffered after the one playing: enough to play on, few enough for the browser's small audio quota. */
const LOOKAHEAD_PARTS = 2;

interface BufferPlan {
  /** The part to append next (in order from the one playing), or null when the window is buffered. */
  append: number | null;
  /** Buffered parts outside the window, to remove first. */
  remove: number[];
}

/**
 * What the player's buffer should do at `time`: hold the part playing and the next LOOKAHEAD_PARTS of the published
 * ones, nothing else.
 */
export function planBuffer(
  manifest: Pick<ProgressiveNarration, keyof Timing | 'parts'>,
  time: number,
  buffered: ReadonlySet<number>,
): BufferPlan {
  const first = partAt(manifest, time);
  if (first < 0) return { append: null, remove: [] };
  const last = Math.min(first + LOOKAHEAD_PARTS, manifest.parts.length - 1);
  const remove = [...buffered].filter((index) => index < first || index > last).sort((a, b) => a - b);
  let append: number | null = null;
  for (let index = first; index <= last && append === null; index += 1) {
    if (!buffered.has(index)) append = index;
  }
  return { append, remove };
}

/** The part appended last was appended whole and `next` goes on where it stopped: no new offset needed. */
export const followsOn = (lastAppended: number | null, next: number): boolean =>
  lastAppended !== null && lastAppended === next - 1;
