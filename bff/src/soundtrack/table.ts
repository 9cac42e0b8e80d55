import type { SoundtrackType } from '@reeltalk/contracts';
import type { ColumnType, Selectable } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type SoundtrackTable = {
  /** A stock track's slug, or the id of the generation that made it. */
  id: string;
  /** The owner of a generated track; null for a stock one. */
  user_id: string | null;
  type: SoundtrackType;
  title: string;
  short_description: string;
  /** Seconds. */
  duration: number;
  file_key: string;
  preview_key: string;
  created_at: ColumnType<Date, never, never>;
};

/** In flight while queued or active; a finished one has written its soundtrack (completed) or never will (failed). */
export type MusicGenerationState = 'queued' | 'active' | 'completed' | 'failed';
export const GENERATION_IN_FLIGHT: readonly MusicGenerationState[] = ['queued', 'active'];

/** A music generation: which user's media-service job it is, and whether its soundtrack has been recorded. */
export type MusicGenerationTable = {
  job_id: string;
  user_id: string;
  /** The project it was asked from (null once that project is deleted; the track stays its owner's). */
  project_id: string | null;
  track_name: string;
  prompt: string;
  /** Seconds asked for (null on rows from before it was kept). */
  duration: number | null;
  state: MusicGenerationState;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type SoundtrackTables = {
  soundtracks: SoundtrackTable;
  music_generations: MusicGenerationTable;
};

export type SoundtrackRow = Selectable<SoundtrackTable>;
export type MusicGenerationRow = Selectable<MusicGenerationTable>;
