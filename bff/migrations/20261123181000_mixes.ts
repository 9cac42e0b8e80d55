import { sql, type Kysely } from 'kysely';

/**
 * A mix job of a project: which project a media-service 'mix' job belongs to, and whether its result has been
 * written onto the project (so that happens once, however often its end is heard).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mixes')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('queued', 'active', 'completed', 'failed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mixes_project_idx').on('mixes').columns(['project_id', 'created_at']).execute();
  await db.schema
    .createIndex('mixes_in_flight_idx')
    .on('mixes')
    .column('state')
    .where(sql<boolean>`state in ('queued', 'active')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mixes').execute();
}
