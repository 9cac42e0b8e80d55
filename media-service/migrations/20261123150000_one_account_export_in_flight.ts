import { type Kysely, sql } from 'kysely';

/**
 * A data export is the user's, not a project's: its job names the user's id in project_id (kind 'account-export' says
 * so). At most one export of a user is queued or running, so repeated clicks make one ZIP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index jobs_one_account_export_in_flight on media.jobs (project_id)
    where kind = 'account-export' and state in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index media.jobs_one_account_export_in_flight`.execute(db);
}
