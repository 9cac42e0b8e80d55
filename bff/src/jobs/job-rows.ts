import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';

/** In flight while queued or active; a finished one has recorded what it made (completed) or never will (failed). */
export type JobRowState = 'queued' | 'active' | 'completed' | 'failed';
export const JOB_IN_FLIGHT = ['queued', 'active'] as const;

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
/** The columns of every table of one kind's media-service jobs, a row per job a project asked for. */
export type JobRowColumns<State extends string = JobRowState> = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  state: State;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

/**
 * The bookkeeping of one kind's jobs in its `table`: which are in flight, the project's latest, and moving one in
 * flight along. What a finished job records stays its kind's own.
 */
export function jobRows<DB, T extends keyof DB & string>(db: Kysely<DB & Record<T, JobRowColumns<string>>>, table: T) {
  type Row = Selectable<DB[T]>;
  type State = DB[T] extends JobRowColumns<infer S> ? S : never;
  // Kysely cannot follow a table name that is a type parameter; the signature above is where the types are checked.
  const jobs = db as unknown as Kysely<{ jobs: JobRowColumns<string>; projects: { id: string; user_id: string } }>;
  const from = table as unknown as 'jobs';

  return {
    /** Records a job of the project; a second request joining the same job records nothing more. */
    async insert(jobId: string, projectId: string): Promise<void> {
      await jobs
        .insertInto(from)
        .values({ job_id: jobId, project_id: projectId, state: 'queued' })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .execute();
    },

    find(jobId: string): Promise<Row | undefined> {
      return jobs.selectFrom(from).selectAll().where('job_id', '=', jobId).executeTakeFirst() as Promise<
        Row | undefined
      >;
    },

    /** Every job still in flight, to ask the media-service about after hearing nothing a while. */
    inFlight(): Promise<Array<{ jobId: string; projectId: string }>> {
      return jobs
        .selectFrom(from)
        .select(['job_id as jobId', 'project_id as projectId'])
        .where('state', 'in', JOB_IN_FLIGHT)
        .execute();
    },

    /** How many jobs of projects `userId` owns are in flight, leaving out `exceptProjectId`'s (about to be replaced). */
    async inFlightCountOwnedBy(userId: string, exceptProjectId: string): Promise<number> {
      const { count } = await jobs
        .selectFrom(from)
        .innerJoin('projects', 'projects.id', `${from}.project_id`)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('projects.user_id', '=', userId)
        .where(`${from}.project_id`, '<>', exceptProjectId)
        .where(`${from}.state`, 'in', JOB_IN_FLIGHT)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The project's most recent job, whatever became of it. */
    latest(projectId: string): Promise<Row | undefined> {
      return jobs
        .selectFrom(from)
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    /** Moves a job in flight to `state`; one already finished stays as it is. */
    async settle(jobId: string, state: Exclude<State, 'completed'>): Promise<void> {
      await jobs
        .updateTable(from)
        .set({ state, updated_at: sql<Date>`now()` })
        .where('job_id', '=', jobId)
        .where('state', 'in', JOB_IN_FLIGHT)
        .execute();
    },
  };
}
