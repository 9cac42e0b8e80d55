import { type Kysely, sql } from 'kysely';

/**
 * media.jobs becomes the one place a job's state lives (pg-boss goes): workers claim queued rows themselves, a job can
 * be cancelled, a retry waits until run_after, and every change of state, stage or percent is announced on the
 * channel `media_jobs` by a trigger, in the transaction that makes it. A finished job's announcement carries its
 * result when that is small (a notification holds at most 8000 bytes), so the bff records it without asking back.
 * Every announced change counts up the job's `version`, which the announcement carries: whoever hears the changes
 * and also reads the job (the bff, for a watcher's first event) can tell an older change from a newer one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists pgboss cascade`.execute(db);
  await db.schema.withSchema('media').alterTable('jobs').dropColumn('queue_job_id').execute();
  await db.schema
    .withSchema('media')
    .alterTable('jobs')
    .addColumn('run_after', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Whose job it is (the bff's user id): the seam for sharing the workers fairly between people.
    .addColumn('owner_id', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`alter table media.jobs drop constraint jobs_state_check`.execute(db);
  await sql`alter table media.jobs add constraint jobs_state_check
    check (state in ('queued', 'running', 'done', 'failed', 'cancelled'))`.execute(db);

  // Older data may hold two narrations in flight for one project; the newest one stays.
  await sql`update media.jobs set state = 'cancelled', lease_owner = null
    where kind = 'narration' and state in ('queued', 'running') and id not in (
      select distinct on (project_id) id from media.jobs
      where kind = 'narration' and state in ('queued', 'running')
      order by project_id, created_at desc)`.execute(db);
  // At most one narration of a project is queued or running: the database decides, whoever asks at once.
  await sql`create unique index jobs_one_narration_in_flight on media.jobs (project_id)
    where kind = 'narration' and state in ('queued', 'running')`.execute(db);
  // Workers claim the oldest queued job that is due.
  await sql`create index jobs_queued on media.jobs (created_at) where state = 'queued'`.execute(db);

  await sql`create function media.count_job_change() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`create trigger jobs_count_change before update of state, stage, percent on media.jobs
    for each row execute function media.count_job_change()`.execute(db);
  await sql`create function media.announce_job() returns trigger language plpgsql as $$
    begin
      perform pg_notify('media_jobs', json_build_object(
        'jobId', new.id, 'projectId', new.project_id, 'kind', new.kind, 'version', new.version,
        'state', new.state, 'stage', new.stage, 'percent', new.percent, 'error', left(new.error, 500),
        'result', case when new.state = 'done' and octet_length(new.result::text) <= 4000 then new.result end)::text);
      return new;
    end $$`.execute(db);
  await sql`create trigger jobs_announce after insert or update of state, stage, percent on media.jobs
    for each row execute function media.announce_job()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger jobs_announce on media.jobs`.execute(db);
  await sql`drop function media.announce_job()`.execute(db);
  await sql`drop trigger jobs_count_change on media.jobs`.execute(db);
  await sql`drop function media.count_job_change()`.execute(db);
  await sql`drop index media.jobs_queued`.execute(db);
  await sql`drop index media.jobs_one_narration_in_flight`.execute(db);
  await sql`delete from media.jobs where state = 'cancelled'`.execute(db);
  await sql`alter table media.jobs drop constraint jobs_state_check`.execute(db);
  await sql`alter table media.jobs add constraint jobs_state_check
    check (state in ('queued', 'running', 'done', 'failed'))`.execute(db);
  await db.schema
    .withSchema('media')
    .alterTable('jobs')
    .dropColumn('owner_id')
    .dropColumn('run_after')
    .dropColumn('version')
    .execute();
  await db.schema.withSchema('media').alterTable('jobs').addColumn('queue_job_id', 'uuid').execute();
}
