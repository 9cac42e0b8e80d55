import { type Kysely, sql } from 'kysely';

/** Progress, result and lease of every long-running job; the bff polls it, workers own rows while they run. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createSchema('media').ifNotExists().execute();
  await db.schema
    .withSchema('media')
    .createTable('jobs')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('queued', 'running', 'done', 'failed')`))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('percent', 'real', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`percent between 0 and 100`),
    )
    .addColumn('input', 'jsonb', (col) => col.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'uuid')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('queue_job_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.withSchema('media').createIndex('jobs_project_id').on('jobs').column('project_id').execute();
  // The stale-lease sweep looks only at running jobs.
  await db.schema
    .withSchema('media')
    .createIndex('jobs_running_heartbeat')
    .on('jobs')
    .column('heartbeat_at')
    .where(sql.ref('state'), '=', 'running')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('media').dropTable('jobs').execute();
}
