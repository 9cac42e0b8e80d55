import type { Kysely } from 'kysely';

/**
 * The avatar a user uploaded, as the key of its stored square (avatars/<userId>/…); `avatar` keeps the picture their
 * sign-in provider gave, shown while they have uploaded none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('avatar_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('avatar_key').execute();
}
