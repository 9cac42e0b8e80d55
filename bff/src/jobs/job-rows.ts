import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
/**
 * The columns of every table of one kind's media-service jobs, a row per job a project asked for: what the job is
 * for, never its state (that is the job record's, read through jobs/job-state.ts).
 */
export type JobRowColumns = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  /**
   * When the bff took the job's end into account: its result written, or nothing to write (it failed, was cancelled
   * or superseded); null before. So that happens once, however often the end is heard.
   */
  recorded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
};

/** The bookkeeping of one kind's jobs in its `table`. What a finished job records stays its kind's own. */
export function jobRows<DB, T extends keyof DB & string>(db: Kysely<DB & Record<T, JobRowColumns>>, table: T) {
  type Row = Selectable<DB[T]>;
  // Kysely cannot follow a table name that is a type parameter; the signature above is where the types are checked.
  const jobs = db as unknown as Kysely<{ jobs: JobRowColumns }>;
  const from = table as unknown as 'jobs';

  return {
    /** Records a job of the project; a second request joining the same job records nothing more. */
    async insert(jobId: string, projectId: string): Promise<void> {
      await jobs
        .insertInto(from)
        .values({ job_id: jobId, project_id: projectId })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .execute();
    },

    find(jobId: string): Promise<Row | undefined> {
      return jobs.selectFrom(from).selectAll().where('job_id', '=', jobId).executeTakeFirst() as Promise<
        Row | undefined
      >;
    },

    /** Every job whose end is not recorded yet, to ask the media-service about after hearing nothing a while. */
    unrecorded(): Promise<Array<{ jobId: string; projectId: string }>> {
      return jobs
        .selectFrom(from)
        .select(['job_id as jobId', 'project_id as projectId'])
        .where('recorded_at', 'is', null)
        .execute();
    },

    /** Records that the job ended with nothing to keep (failed or cancelled); one already recorded stays as it is. */
    async recordNoResult(jobId: string): Promise<void> {
      await jobs
        .updateTable(from)
        .set({ recorded_at: sql<Date>`now()` })
        .where('job_id', '=', jobId)
        .where('recorded_at', 'is', null)
        .execute();
    },
  };
}
