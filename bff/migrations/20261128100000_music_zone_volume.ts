import { sql, type Kysely } from 'kysely';

/**
 * Each music zone's own volume, a fraction of the bed's set level (1: the level the mix gives every zone; the mix
 * never plays a zone louder). Zones saved before it play at full volume.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('music_zones')
    .addColumn('volume', 'double precision', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`volume between 0 and 1`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('music_zones').dropColumn('volume').execute();
}
