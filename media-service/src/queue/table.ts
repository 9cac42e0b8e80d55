import type { ColumnType, Generated, Selectable } from 'kysely';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  project_id: string;
  state: JobState;
  stage: string;
  percent: ColumnType<number, number | undefined, number>;
  input: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  attempts: ColumnType<number, never, number>;
  lease_owner: string | null;
  heartbeat_at: ColumnType<Date | null, never, Date | null>;
  queue_job_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type JobRow = Selectable<JobsTable>;
