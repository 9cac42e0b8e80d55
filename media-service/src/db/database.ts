import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
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

/**
 * Loads migrations/*.ts with our own import() (kysely's FileMigrationProvider imports from inside node_modules,
 * where neither tsx's nor vitest's TypeScript loading reaches in every runner).
 */
const migrationFiles: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await readdir(migrationFolder)).filter((name) => name.endsWith('.ts')).sort()) {
      migrations[file.replace(/\.ts$/, '')] = (await import(
        pathToFileURL(path.join(migrationFolder, file)).href
      )) as Migration;
    }
    return migrations;
  },
};

/** Brings schema `media` up to date; safe to run from several processes at once (the migrator takes a lock). */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationFiles,
    migrationTableSchema: 'media',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`media migrations failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
