import { type Kysely, sql } from 'kysely';

/**
 * The announcement of a job's change; with `parts`, also how many parts of its result the job has published. (An
 * earlier migration made it without.)
 */
const announceJob = (parts: boolean) =>
  sql`create or replace function media.announce_job() returns trigger language plpgsql as $$
    begin
      perform pg_notify('media_jobs', json_build_object(
        'jobId', new.id, 'projectId', new.project_id, 'kind', new.kind, 'version', new.version,
        'state', new.state, 'stage', new.stage, 'percent', new.percent, 'error', left(new.error, 500),
        'result', case when new.state = 'done' and octet_length(new.result::text) <= 4000 then new.result end
        ${sql.raw(parts ? ", 'parts', coalesce(jsonb_array_length(new.partial -> 'parts'), 0)" : '')})::text);
      return new;
    end $$`;

/** The triggers that count and announce a change of these columns. */
async function announceChangesOf(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop trigger jobs_count_change on media.jobs`.execute(db);
  await sql`drop trigger jobs_announce on media.jobs`.execute(db);
  await sql`create trigger jobs_count_change before update of ${sql.raw(columns)} on media.jobs
    for each row execute function media.count_job_change()`.execute(db);
  await sql`create trigger jobs_announce after insert or update of ${sql.raw(columns)} on media.jobs
    for each row execute function media.announce_job()`.execute(db);
}

/**
 * A running job can publish part of its result before it is done (a narration, each stretch that is ready), in
 * `partial`. Publishing counts as a change like a new stage: it counts up the version and is announced, with how many
 * parts there are (the parts themselves can be larger than a notification holds; GET /jobs/{id} answers them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('media').alterTable('jobs').addColumn('partial', 'jsonb').execute();
  await announceJob(true).execute(db);
  await announceChangesOf(db, 'state, stage, percent, partial');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await announceChangesOf(db, 'state, stage, percent');
  await announceJob(false).execute(db);
  await db.schema.withSchema('media').alterTable('jobs').dropColumn('partial').execute();
}
