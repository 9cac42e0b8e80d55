import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { VoiceModelTables } from '../voice/table.ts';
import type { DeletedAccountTables, UserRow, UserTable } from './table.ts';

type NewUser = Insertable<UserTable>;

export function createUserRepository(db: Kysely<Database>) {
  const accounts = db.withTables<DeletedAccountTables>();

  /** The new row, to insert only while its uid is not a deleted account's (in the same statement, so no race). */
  const unlessDeleted = (user: NewUser) =>
    accounts
      .selectNoFrom((eb) => [
        eb.cast<string>(eb.val(user.firebase_uid), 'text').as('firebase_uid'),
        eb.cast<string>(eb.val(user.full_name ?? ''), 'text').as('full_name'),
        eb.cast<string | null>(eb.val(user.email), 'text').as('email'),
        eb.cast<string | null>(eb.val(user.avatar), 'text').as('avatar'),
        eb.cast<UserRow['auth_type']>(eb.val(user.auth_type), 'text').as('auth_type'),
      ])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('deleted_accounts').select('firebase_uid').where('firebase_uid', '=', user.firebase_uid),
          ),
        ),
      );
  const NEW_USER_COLUMNS = ['firebase_uid', 'full_name', 'email', 'avatar', 'auth_type'] as const;

  return {
    findByFirebaseUid(firebaseUid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('firebase_uid', '=', firebaseUid).executeTakeFirst();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Inserts unless a row for this uid exists (two first requests may race); answers the stored row either way, or
     * undefined when the uid is a deleted account's.
     */
    async insertIfMissing(user: NewUser): Promise<UserRow | undefined> {
      const inserted = await db
        .insertInto('users')
        .columns(NEW_USER_COLUMNS)
        .expression(unlessDeleted(user))
        .onConflict((oc) => oc.column('firebase_uid').doNothing())
        .returningAll()
        .executeTakeFirst();
      return (
        inserted ??
        (await db.selectFrom('users').selectAll().where('firebase_uid', '=', user.firebase_uid).executeTakeFirst())
      );
    },

    /**
     * Signup writes what the person typed over whatever the first request guessed from the token; undefined when the
     * uid is a deleted account's.
     */
    upsert(user: NewUser): Promise<UserRow | undefined> {
      return db
        .insertInto('users')
        .columns(NEW_USER_COLUMNS)
        .expression(unlessDeleted(user))
        .onConflict((oc) =>
          oc.column('firebase_uid').doUpdateSet({
            full_name: (eb) => eb.ref('excluded.full_name'),
            email: (eb) => eb.ref('excluded.email'),
            auth_type: (eb) => eb.ref('excluded.auth_type'),
            updated_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirst();
    },

    updateFullName(id: string, fullName: string): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ full_name: fullName, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Points the user at a new avatar; answers the key of the one it replaces (null when there was none), or
     * undefined when the user is gone.
     */
    replaceAvatarKey(id: string, avatarKey: string): Promise<string | null | undefined> {
      return db.transaction().execute(async (trx) => {
        // Locked, so of two uploads at once each learns the key the other replaced and none is left behind.
        const user = await trx
          .selectFrom('users')
          .select('avatar_key')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!user) return undefined;
        await trx
          .updateTable('users')
          .set({ avatar_key: avatarKey, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
        return user.avatar_key;
      });
    },

    /** Ids of the projects the user created (not those shared with them). */
    async ownedProjectIds(id: string): Promise<string[]> {
      const rows = await db.selectFrom('projects').select('id').where('user_id', '=', id).orderBy('id').execute();
      return rows.map((row) => row.id);
    },

    /** Storage keys of the samples of the user's custom voices. */
    async voiceSampleKeys(id: string): Promise<string[]> {
      const rows = await db
        .withTables<VoiceModelTables>()
        .selectFrom('voice_models')
        .select(sql<string | null>`sample->>'key'`.as('key'))
        .where('user_id', '=', id)
        .execute();
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * The user's row goes, and with it (cascading) their projects, narrations, custom voices and memberships; their
     * uid is kept as a deleted account's in the same transaction, so no request can make the row again.
     */
    async delete(id: string, firebaseUid: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .withTables<DeletedAccountTables>()
          .insertInto('deleted_accounts')
          .values({ firebase_uid: firebaseUid })
          .onConflict((oc) => oc.column('firebase_uid').doNothing())
          .execute();
        const { numDeletedRows } = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
        return numDeletedRows > 0n;
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
