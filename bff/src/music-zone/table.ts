import type { ColumnType, Generated } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type MusicZoneTable = {
  /** The order zones were added: the list is in time order, and of zones at the same times the first added comes first. */
  position: Generated<string>;
  project_id: string;
  soundtrack_id: string;
  /** Seconds on the narration's timeline. */
  start_time: number;
  end_time: number;
  /** 0 to 1 of the set level the mix gives every zone; 1 unless changed. */
  volume: ColumnType<number, number | undefined, number>;
};

export type MusicZoneTables = {
  music_zones: MusicZoneTable;
};
