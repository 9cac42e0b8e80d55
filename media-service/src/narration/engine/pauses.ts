import { SHORTEST_PAUSE_SECONDS } from './timing.ts';
import type { TimedWord } from './types.ts';

/**
 * Stretches or shrinks the pauses between words by `scale`, moving the words with them (shorter gaps keep their length). A shortened pause keeps
 * its two edges (where the sound fades) and loses its middle; a lengthened one gains digital silence in the middle.
 */
export function scalePauses(
  samples: Float32Array,
  sampleRate: number,
  words: TimedWord[],
  scale: number,
): { samples: Float32Array; words: TimedWord[] } {
  if (scale === 1 || words.length < 2) return { samples, words };

  // Sample ranges to keep, in order, and how many samples of silence to add after each.
  const pieces: Array<{ from: number; to: number; silenceAfter: number }> = [];
  const shifts: number[] = [0];
  let cursor = 0;
  let shift = 0;
  for (let i = 1; i < words.length; i++) {
    const gapFrom = Math.round((words[i - 1] as TimedWord).end * sampleRate);
    const gapTo = Math.round((words[i] as TimedWord).start * sampleRate);
    const gap = gapTo - gapFrom;
    if (gap >= SHORTEST_PAUSE_SECONDS * sampleRate) {
      const wanted = Math.round(gap * scale);
      const kept = Math.min(gap, wanted);
      const middle = gapFrom + Math.ceil(kept / 2);
      pieces.push({ from: cursor, to: middle, silenceAfter: wanted - kept });
      cursor = gapTo - Math.floor(kept / 2);
      shift += wanted - gap;
    }
    shifts.push(shift);
  }
  pieces.push({ from: cursor, to: samples.length, silenceAfter: 0 });

  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.to - piece.from + piece.silenceAfter, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(samples.subarray(piece.from, piece.to), offset);
    offset += piece.to - piece.from + piece.silenceAfter;
  }
  return {
    samples: out,
    words: words.map((word, i) => ({
      ...word,
      start: word.start + (shifts[i] as number) / sampleRate,
      end: word.end + (shifts[i] as number) / sampleRate,
    })),
  };
}
