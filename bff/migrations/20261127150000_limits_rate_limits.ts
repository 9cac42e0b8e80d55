import type { Kysely } from 'kysely';

/**
 * The counts of every rate limit (bff/src/limits), in the shape rate-limiter-flexible's Postgres store reads and
 * writes: key = limit name and whom it counts (user id, or the SHA-256 of an e-mail or network address), points
 * taken in the window, and when the window ends (ms since the epoch). Made here so nothing creates tables at run time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
