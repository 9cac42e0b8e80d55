import { connectDatabase } from '@reeltalk/server-kit';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Logger } from 'pino';
import type { ProjectTable } from './project/table.ts';
import { countQuery } from './request-work.ts';
import type { UserTable } from './user/table.ts';

/** Every table of schema public, one interface per feature. */
export interface Database {
  users: UserTable;
  projects: ProjectTable;
}

/** Every query executed is counted for the request that made it (when it asked to be counted). */
const queryCounter: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    countQuery();
    return result;
  },
};

export const createDatabase = (databaseUrl: string, logger?: Logger): Kysely<Database> =>
  connectDatabase<Database>(databaseUrl, logger).withPlugin(queryCounter);
