/** The scales the composer writes in; each mood takes the one that colours it. */
export const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
} as const;
export type Mode = keyof typeof MODES;

/** How the accompaniment plays each chord: held, broken into notes, strummed on the beats, or repeated eighths. */
export type AccompanimentPattern = 'sustained' | 'arpeggio' | 'strum' | 'pulse';
export type DrumStyle = 'rock' | 'folk' | 'cinematic' | 'electronic' | 'hiphop' | 'jazz';

/** An instrument as a General MIDI program, and whether it can carry chords alone. */
export interface Instrument {
  name: string;
  program: number;
  chords: boolean;
}

/** Everything the composer needs, read from the prompt's words. */
export interface CompositionPlan {
  mood: string;
  /** The genre word the prompt gave or its mood implies ('cinematic', 'folk', ...), or a solo piece's instrument. */
  genre: string;
  tempo: number;
  key: string;
  mode: Mode;
  beatsPerBar: 3 | 4;
  melody: Instrument;
  accompaniment: Instrument;
  bass: Instrument;
  pattern: AccompanimentPattern;
  drums: DrumStyle | null;
  /** 0 (few, long notes) to 1 (many, short ones). */
  density: number;
}

export const NOTE_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
