import { sql, type Kysely } from 'kysely';

/**
 * Script versions: the uploaded document is version 1, and each saved edit, restore or new take of a paragraph adds
 * the next, never changed afterwards. projects.script_version_id is the version narrated now; null means the uploaded
 * document as it is. A new upload deletes the versions and starts again at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('script_versions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number >= 1`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('upload', 'edit', 'restore', 'take')`))
    .addColumn('script_key', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('script_versions_project_number_key', ['project_id', 'number'])
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('script_version_id', 'uuid', (col) => col.references('script_versions.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('script_version_id').execute();
  await db.schema.dropTable('script_versions').execute();
}
