import { sql, type Kysely } from 'kysely';

/**
 * Share links of a project: whom the owner sent one to, until when it opens the final mix, and whether it was
 * revoked. The access key itself is never stored, only its SHA-256, so a copy of the database opens no link.
 * Listener comments hang off the link that let them in and go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('recipients', 'jsonb', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('feedback', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('share_links_project_idx')
    .on('share_links')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('share_comments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('share_link_id', 'uuid', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('at_seconds', 'double precision', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('share_comments_link_idx')
    .on('share_comments')
    .columns(['share_link_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_comments').execute();
  await db.schema.dropTable('share_links').execute();
}
