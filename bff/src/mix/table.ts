import type { ColumnType, Selectable } from 'kysely';

/** In flight while queued or active; a finished one has written its mix onto the project (completed) or never will. */
export type MixState = 'queued' | 'active' | 'completed' | 'failed';
export const MIX_IN_FLIGHT: readonly MixState[] = ['queued', 'active'];

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type MixTable = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  state: MixState;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type MixTables = { mixes: MixTable };

export type MixRow = Selectable<MixTable>;
