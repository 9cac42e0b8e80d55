import type { Chord } from './harmony.ts';

/** A note placed in beats from the start of the piece; velocity from 0 to 1. */
export interface ScoreNote {
  pitch: number;
  beat: number;
  beats: number;
  velocity: number;
}

/** One instrument's line, on its own MIDI channel (9 is General MIDI's drum kit). */
export interface Part {
  name: string;
  program: number;
  channel: number;
  /** Channel volume and pan, 0 to 1 (0.5 is centre). */
  volume: number;
  pan: number;
  notes: ScoreNote[];
}

export interface Score {
  tempo: number;
  beatsPerBar: number;
  bars: number;
  parts: Part[];
}

/**
 * What happens in one bar: its chord, the section it belongs to, how loud the band plays (0 to 1), and its place in
 * a four-bar phrase.
 */
export interface Bar {
  index: number;
  firstBeat: number;
  chord: Chord;
  section: 'intro' | 'A' | 'B' | 'cadence' | 'final';
  phraseBar: number;
  sectionStart: boolean;
  /** The last bar before the cadence, where the drums play a fill. */
  fill: boolean;
  energy: number;
}
