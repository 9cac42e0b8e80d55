import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ProjectTable } from './project/table.ts';
import type { UserTable } from './user/table.ts';

/** Every table of schema public, one interface per feature. */
export interface Database {
  users: UserTable;
  projects: ProjectTable;
}

export function createDatabase(databaseUrl: string, logger?: Logger): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
