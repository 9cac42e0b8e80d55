import { sql, type Kysely } from 'kysely';

/**
 * Members comment too: a timed comment is either a listener's, through the share link that let them in, or a
 * member's (anyone who may play the project), signed by their account. Both live in share_comments, so one list,
 * one order and one set of limits serves them; each row names its project, which a member's has no link to give.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('share_comments')
    .addColumn('project_id', 'uuid', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('author_user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await sql`update share_comments c set project_id = l.project_id from share_links l where l.id = c.share_link_id`.execute(
    db,
  );
  await db.schema
    .alterTable('share_comments')
    .alterColumn('project_id', (col) => col.setNotNull())
    .alterColumn('share_link_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('share_comments')
    .addCheckConstraint('share_comments_one_author', sql`(share_link_id is null) <> (author_user_id is null)`)
    .execute();
  await db.schema
    .createIndex('share_comments_project_idx')
    .on('share_comments')
    .columns(['project_id', 'at_seconds'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Members' comments have no link to hang off: they go with the columns that describe them.
  await sql`delete from share_comments where share_link_id is null`.execute(db);
  await db.schema.dropIndex('share_comments_project_idx').execute();
  await db.schema.alterTable('share_comments').dropConstraint('share_comments_one_author').execute();
  await db.schema
    .alterTable('share_comments')
    .alterColumn('share_link_id', (col) => col.setNotNull())
    .dropColumn('author_user_id')
    .dropColumn('project_id')
    .execute();
}
