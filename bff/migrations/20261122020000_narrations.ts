import { sql, type Kysely } from 'kysely';

/**
 * A narration job of a project's script: which project a media-service job belongs to, which script it reads, and
 * whether its result has been written onto the project (so that happens once, and never for a replaced script).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('narrations')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('queued', 'active', 'completed', 'failed', 'superseded')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // At most one narration of a project is in flight; narrate-audio answers it rather than starting another.
  await db.schema
    .createIndex('narrations_in_flight_idx')
    .on('narrations')
    .column('project_id')
    .unique()
    .where(sql<boolean>`state in ('queued', 'active')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('narrations').execute();
}
