import { sql, type Kysely } from 'kysely';

/**
 * The Firebase uids of deleted accounts: a token of one verified moments before the deletion (or a Firebase account
 * whose deletion failed) must never make a users row again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deleted_accounts')
    .addColumn('firebase_uid', 'text', (col) => col.primaryKey())
    .addColumn('deleted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deleted_accounts').execute();
}
