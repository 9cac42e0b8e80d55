import type { JobRowColumns } from '../jobs/job-rows.ts';

/** A mix job: a completed one has written its mix onto the project. */
export type MixTable = JobRowColumns;

export type MixTables = { mixes: MixTable };
