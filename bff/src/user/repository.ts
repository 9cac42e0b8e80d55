import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { VoiceModelTables } from '../voice/table.ts';
import type { UserRow, UserTable } from './table.ts';

type NewUser = Insertable<UserTable>;

export function createUserRepository(db: Kysely<Database>) {
  return {
    findByFirebaseUid(firebaseUid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('firebase_uid', '=', firebaseUid).executeTakeFirst();
    },

    /** Inserts unless a row for this uid exists (two first requests may race); answers the stored row either way. */
    async insertIfMissing(user: NewUser): Promise<UserRow> {
      const inserted = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('firebase_uid').doNothing())
        .returningAll()
        .executeTakeFirst();
      return (
        inserted ??
        (await db
          .selectFrom('users')
          .selectAll()
          .where('firebase_uid', '=', user.firebase_uid)
          .executeTakeFirstOrThrow())
      );
    },

    /** Signup writes what the person typed over whatever the first request guessed from the token. */
    upsert(user: NewUser): Promise<UserRow> {
      return db
        .insertInto('users')
        .values(user)
        .onConflict((oc) =>
          oc.column('firebase_uid').doUpdateSet({
            full_name: (eb) => eb.ref('excluded.full_name'),
            email: (eb) => eb.ref('excluded.email'),
            auth_type: (eb) => eb.ref('excluded.auth_type'),
            updated_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
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

    /** The user's row goes, and with it (cascading) their projects, narrations and custom voices. */
    async delete(id: string): Promise<boolean> {
      const { numDeletedRows } = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return numDeletedRows > 0n;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
