import type { NarrationState } from '@reeltalk/contracts';
import type { ColumnType, Selectable } from 'kysely';

/** 'superseded': the project's script was replaced while this narration ran, so its result is not used. */
export type StoredNarrationState = NarrationState | 'superseded';

export const IN_FLIGHT: readonly StoredNarrationState[] = ['queued', 'active'];

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type NarrationTable = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  /** The script this narration reads; its result is written only while the project still has this script. */
  source_key: string;
  state: StoredNarrationState;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type NarrationTables = {
  narrations: NarrationTable;
};

export type NarrationRow = Selectable<NarrationTable>;
