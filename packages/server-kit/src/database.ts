import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';

/** A kysely database over a pool of at most 10 connections to `databaseUrl`. */
export function connectDatabase<DB>(databaseUrl: string, logger?: Logger): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
