import type { Generated } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type MusicZoneTable = {
  /** The zones' list order: each new zone goes last. */
  position: Generated<string>;
  project_id: string;
  soundtrack_id: string;
  /** Seconds on the narration's timeline. */
  start_time: number;
  end_time: number;
};

export type MusicZoneTables = {
  music_zones: MusicZoneTable;
};
