import { randomUUID } from 'node:crypto';
import { createQueryId, Kysely, PostgresDialect, type Compilable } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * SQL of the queries compiled once, each with its statement name: Postgres parses and plans such a statement once per
 * connection instead of on every run. Only those queries are named, so a connection keeps a handful of statements.
 */
const statementNames = new Map<string, string>();

/** Runs the queries of `client` whose SQL is one of the compiled-once queries as named prepared statements. */
function prepareCompiledOnceQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => Promise<pg.QueryResult>;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && rest.length <= 1 ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values: rest[0] }) : query(text, ...rest);
  }) as typeof client.query;
}

/** A kysely database over a pool of at most 10 connections to `databaseUrl`. */
export function connectDatabase<DB>(databaseUrl: string, logger?: Logger): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', prepareCompiledOnceQueries);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A query of one string parameter, built and compiled once and then run with each call's value (and prepared once
 * per connection): for queries read on every request, where building a query of joins costs more than running it.
 * The query is built with a marker in place of the parameter, which each call replaces with its own value.
 */
export function compileOnce<DB, Row>(
  db: Kysely<DB>,
  build: (parameter: string) => Compilable<Row>,
): (value: string) => Promise<Row[]> {
  const marker = `parameter-${randomUUID()}`;
  const compiled = build(marker).compile();
  const at = compiled.parameters.indexOf(marker);
  if (at < 0 || compiled.parameters.lastIndexOf(marker) !== at) {
    throw new Error('compileOnce: the query must use its parameter exactly once');
  }
  if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `compiled-once-${statementNames.size + 1}`);
  return async (value) => {
    const parameters = [...compiled.parameters];
    parameters[at] = value;
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  };
}
