import type { AuthType } from '@reeltalk/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<string>;
  firebase_uid: string;
  full_name: ColumnType<string, string | undefined, string>;
  email: string | null;
  avatar: string | null;
  auth_type: AuthType;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export type UserRow = Selectable<UserTable>;
