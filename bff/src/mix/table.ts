import type { JobRowColumns } from '../jobs/job-rows.ts';

/** A mix job of a project: once its end is recorded, a done one has written its mix onto the project. */
export type MixTable = JobRowColumns;

export type MixTables = { mixes: MixTable };
