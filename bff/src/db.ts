import { connectDatabase } from '@reeltalk/server-kit';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ProjectTable } from './project/table.ts';
import type { UserTable } from './user/table.ts';

/** Every table of schema public, one interface per feature. */
export interface Database {
  users: UserTable;
  projects: ProjectTable;
}

export const createDatabase = (databaseUrl: string, logger?: Logger): Kysely<Database> =>
  connectDatabase<Database>(databaseUrl, logger);
