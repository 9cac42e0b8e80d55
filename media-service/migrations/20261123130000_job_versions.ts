import { type Kysely, sql } from 'kysely';

/**
 * Every announced change of a job counts up its `version`, and the announcement carries it: whoever hears the job's
 * changes and also reads the job (the bff, for a watcher's first event) can tell an older change from a newer one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('media')
    .alterTable('jobs')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create function media.count_job_change() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`create trigger jobs_count_change before update of state, stage, percent on media.jobs
    for each row execute function media.count_job_change()`.execute(db);
  await sql`create or replace function media.announce_job() returns trigger language plpgsql as $$
    begin
      perform pg_notify('media_jobs', json_build_object(
        'jobId', new.id, 'projectId', new.project_id, 'kind', new.kind, 'version', new.version,
        'state', new.state, 'stage', new.stage, 'percent', new.percent, 'error', left(new.error, 500),
        'result', case when new.state = 'done' and octet_length(new.result::text) <= 4000 then new.result end)::text);
      return new;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function media.announce_job() returns trigger language plpgsql as $$
    begin
      perform pg_notify('media_jobs', json_build_object(
        'jobId', new.id, 'projectId', new.project_id, 'kind', new.kind,
        'state', new.state, 'stage', new.stage, 'percent', new.percent, 'error', left(new.error, 500),
        'result', case when new.state = 'done' and octet_length(new.result::text) <= 4000 then new.result end)::text);
      return new;
    end $$`.execute(db);
  await sql`drop trigger jobs_count_change on media.jobs`.execute(db);
  await sql`drop function media.count_job_change()`.execute(db);
  await db.schema.withSchema('media').alterTable('jobs').dropColumn('version').execute();
}
