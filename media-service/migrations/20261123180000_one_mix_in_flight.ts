import { type Kysely, sql } from 'kysely';

/** At most one mix of a project is queued or running: repeated clicks make one mix, and new zones replace it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index jobs_one_mix_in_flight on media.jobs (project_id)
    where kind = 'mix' and state in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index media.jobs_one_mix_in_flight`.execute(db);
}
