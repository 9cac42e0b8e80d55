import { mp3FrameSamples } from '../audio/index.ts';
import type { ParagraphAudio } from './paragraph-audio.ts';
import type { NarrationUnit } from './units.ts';

// Silence between what is read: a breath between paragraphs, a beat after a title, a longer one between chapters.
const PAUSE_SECONDS = { paragraph: 0.75, afterHeading: 1, chapter: 2 } as const;

export interface PlacedUnit {
  unit: NarrationUnit;
  hash: string;
  audio: ParagraphAudio;
  /** Where its first sample lies in the whole narration. */
  startSample: number;
}

/** The narration as a sequence of stored paragraph audio and silences, in samples. */
export type Piece = { kind: 'paragraph'; hash: string; sampleCount: number } | { kind: 'silence'; sampleCount: number };

export interface Layout {
  sampleRate: number;
  totalSamples: number;
  pieces: Piece[];
  placed: PlacedUnit[];
}

function pauseBefore(unit: NarrationUnit, previous: NarrationUnit): number {
  if (unit.chapter !== previous.chapter) return PAUSE_SECONDS.chapter;
  return previous.heading ? PAUSE_SECONDS.afterHeading : PAUSE_SECONDS.paragraph;
}

/**
 * Lays the narrated units end to end with pauses between them; units with nothing to say take no time. Every unit
 * starts on the MP3 frame grid, so that its own MP3 drops whole into the vocal track: the pause after it is rounded up
 * to whole frames (a few hundredths of a second).
 */
export function layOut(units: Array<{ unit: NarrationUnit; hash: string; audio: ParagraphAudio }>): Layout {
  const spoken = units.filter(({ audio }) => audio.sampleCount > 0);
  const sampleRate = spoken[0]?.audio.sampleRate ?? 0;
  const frame = mp3FrameSamples(sampleRate);
  const wholeFrames = (samples: number) => Math.ceil(samples / frame) * frame;
  const pieces: Piece[] = [];
  const placed: PlacedUnit[] = [];
  let cursor = 0;
  for (const { unit, hash, audio } of spoken) {
    if (audio.sampleRate !== sampleRate) {
      throw new Error(`paragraphs differ in sample rate (${audio.sampleRate} and ${sampleRate})`);
    }
    const previous = placed.at(-1);
    if (previous) {
      const { sampleCount } = previous.audio;
      const pause = Math.round(pauseBefore(unit, previous.unit) * sampleRate);
      const silence = wholeFrames(sampleCount) - sampleCount + wholeFrames(pause);
      pieces.push({ kind: 'silence', sampleCount: silence });
      cursor += silence;
    }
    placed.push({ unit, hash, audio, startSample: cursor });
    pieces.push({ kind: 'paragraph', hash, sampleCount: audio.sampleCount });
    cursor += audio.sampleCount;
  }
  return { sampleRate, totalSamples: cursor, pieces, placed };
}
