import { JOB_STATES, isJobInFlight, type JobState } from '@reeltalk/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Queued or running: the job still has work ahead of it. */
export const ACTIVE_STATES: readonly JobState[] = JOB_STATES.filter(isJobInFlight);

export interface JobsTable {
  id: string;
  kind: string;
  project_id: string;
  /** Whose job it is (the bff's user id), for sharing the workers fairly between people; null when nobody said. */
  owner_id: string | null;
  state: JobState;
  stage: string;
  percent: ColumnType<number, number | undefined, number>;
  input: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** What a running job has published of its result so far (a narration's ready parts); null when nothing. */
  partial: ColumnType<unknown, never, string | null>;
  error: string | null;
  /** Counts the job's announced changes (state, stage, percent), so an older change can be told from a newer one. */
  version: ColumnType<number, never, never>;
  /** Every start counts, including one after a lost worker. */
  attempts: ColumnType<number, never, number>;
  lease_owner: string | null;
  heartbeat_at: ColumnType<Date | null, never, Date | null>;
  /** A queued job is not claimed before this (a retry waits out its backoff). */
  run_after: Date;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type JobRow = Selectable<JobsTable>;
