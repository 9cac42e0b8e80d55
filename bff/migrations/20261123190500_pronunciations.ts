import { sql, type Kysely } from 'kysely';

/**
 * Pronunciation dictionaries: an entry belongs to one project (scope 'project') or to one user, for all of the user's
 * projects (scope 'user'). A term is an entry once per dictionary, compared by its key (lower case, one space between
 * words); an entry says its term either by a respelling or by IPA.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pronunciations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('term', 'text', (col) => col.notNull())
    .addColumn('term_key', 'text', (col) => col.notNull())
    .addColumn('respelling', 'text')
    .addColumn('ipa', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('pronunciations_one_scope', sql`(project_id is null) <> (user_id is null)`)
    .addCheckConstraint('pronunciations_one_saying', sql`(respelling is null) <> (ipa is null)`)
    .execute();
  await db.schema
    .createIndex('pronunciations_project_term_idx')
    .on('pronunciations')
    .columns(['project_id', 'term_key'])
    .unique()
    .where(sql.ref('project_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('pronunciations_user_term_idx')
    .on('pronunciations')
    .columns(['user_id', 'term_key'])
    .unique()
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pronunciations').execute();
}
