import type { AuthType } from '@reeltalk/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<string>;
  firebase_uid: string;
  full_name: ColumnType<string, string | undefined, string>;
  email: string | null;
  /** The sign-in provider's picture. */
  avatar: string | null;
  /** The uploaded avatar's storage key; shown instead of the provider's picture. */
  avatar_key: ColumnType<string | null, never, string | null>;
  auth_type: AuthType;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export type UserRow = Selectable<UserTable>;

/** A deleted account's Firebase uid: no users row is ever made for it again. */
// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type DeletedAccountTable = {
  firebase_uid: string;
  deleted_at: ColumnType<Date, never, never>;
};

export type DeletedAccountTables = { deleted_accounts: DeletedAccountTable };
