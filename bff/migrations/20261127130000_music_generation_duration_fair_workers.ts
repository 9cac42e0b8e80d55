import type { Kysely } from 'kysely';

/**
 * A music generation remembers the length it was asked for, so an identical request (same user, project, prompt,
 * name and length) can be answered with the generation already made or under way instead of a second job. Rows from
 * before have none and match nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('music_generations').addColumn('duration', 'integer').execute();
  await db.schema
    .createIndex('music_generations_same_request_idx')
    .on('music_generations')
    .columns(['user_id', 'project_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('music_generations_same_request_idx').execute();
  await db.schema.alterTable('music_generations').dropColumn('duration').execute();
}
