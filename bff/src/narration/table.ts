import type { Emotion, VoiceFlowType } from '@reeltalk/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { JobRowColumns } from '../jobs/job-rows.ts';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
/** A narration job of a project: what it reads and with what; its state is the job record's. */
export type NarrationTable = JobRowColumns & {
  /** The script this narration reads; its result is written only while the project still has this script. */
  source_key: string;
  /** Set when the script was replaced, or another reading asked for, while it ran: its result is never used. */
  superseded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The voice and emotions it reads with. */
  voice_model_id: ColumnType<string | null, string | null | undefined, never>;
  emotions: ColumnType<Emotion[] | null, string | null | undefined, never>;
  /** Set when the voice step started it: its voice and emotions are then written onto the project on completion. */
  flow_type: ColumnType<VoiceFlowType | null, VoiceFlowType | null | undefined, never>;
};

export type NarrationTables = {
  narrations: NarrationTable;
};

export type NarrationRow = Selectable<NarrationTable>;
