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

/**
 * A music generation: which user's media-service job it is and what it was asked to make; its state is the job
 * record's, its soundtrack (once recorded) the row of soundtracks with its job id.
 */
export type MusicGenerationTable = {
  job_id: string;
  user_id: string;
  /** The project it was asked from (null once that project is deleted; the track stays its owner's). */
  project_id: string | null;
  track_name: string;
  prompt: string;
  /** Seconds asked for (null on rows from before it was kept). */
  duration: number | null;
  /** When the bff took the job's end into account: its soundtrack recorded, or none to record; null before. */
  recorded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
};

export type SoundtrackTables = {
  soundtracks: SoundtrackTable;
  music_generations: MusicGenerationTable;
};

export type SoundtrackRow = Selectable<SoundtrackTable>;
export type MusicGenerationRow = Selectable<MusicGenerationTable>;
