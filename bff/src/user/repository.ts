import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { UserRow, UserTable } from './table.ts';

export type NewUser = Insertable<UserTable>;

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
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
