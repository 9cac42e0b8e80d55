import type { Emotion, VoiceFlowType } from '@reeltalk/contracts';
import type { ColumnType, Selectable } from 'kysely';

/**
 * The states the table's check allows. 'superseded': the script was replaced, or another voice was asked for, while it
 * ran, so its result is not used.
 */
type StoredNarrationState = 'queued' | 'active' | 'completed' | 'failed' | 'superseded';

export const IN_FLIGHT: readonly StoredNarrationState[] = ['queued', 'active'];

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type NarrationTable = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  /** The script this narration reads; its result is written only while the project still has this script. */
  source_key: string;
  state: StoredNarrationState;
  /** The voice and emotions it reads with. */
  voice_model_id: ColumnType<string | null, string | null | undefined, never>;
  emotions: ColumnType<Emotion[] | null, string | null | undefined, never>;
  /** Set when the voice step started it: its voice and emotions are then written onto the project on completion. */
  flow_type: ColumnType<VoiceFlowType | null, VoiceFlowType | null | undefined, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type NarrationTables = {
  narrations: NarrationTable;
};

export type NarrationRow = Selectable<NarrationTable>;
