import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, migrateFromFolder } from '@reeltalk/server-kit';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { JobsTable } from '../queue/table.ts';

export interface Database {
  'media.jobs': JobsTable;
}

const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export const createDatabase = (databaseUrl: string, logger?: Logger): Kysely<Database> =>
  connectDatabase<Database>(databaseUrl, logger);

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
