import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateFromFolder } from '@reeltalk/server-kit';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { JobsTable } from '../queue/table.ts';

export interface Database {
  'media.jobs': JobsTable;
}

const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export function createDatabase(databaseUrl: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
  });
}

/** Brings schema `media` up to date; safe to run from several processes at once (the migrator takes a lock). */
export function migrateToLatest(db: Kysely<Database>): Promise<void> {
  return migrateFromFolder(db, { folder: migrationFolder, schema: 'media' });
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
