import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** A migration file is named <14-digit timestamp>_<name>.ts, so the names sort in the order they were written. */
const migrationFile = /^\d{14}_[\w-]+\.ts$/;

/**
 * Loads the folder's migrations with our own import() rather than kysely's FileMigrationProvider, whose import() runs
 * inside node_modules where neither tsx nor vitest transforms TypeScript.
 */
function migrationsIn(folder: string): MigrationProvider {
  return {
    async getMigrations() {
      const files = (await readdir(folder)).filter((file) => migrationFile.test(file)).sort();
      const entries = await Promise.all(
        files.map(
          async (file) =>
            [
              file.replace(/\.ts$/, ''),
              (await import(pathToFileURL(path.join(folder, file)).href)) as Migration,
            ] as const,
        ),
      );
      return Object.fromEntries(entries);
    },
  };
}

/**
 * Brings a service's schema up to date with the migrations in `folder`; kysely's lock makes concurrent starts safe.
 * Each service keeps its migration table in its own schema: with one shared default, kysely's "lock table exists?"
 * check would also match the other service's.
 */
export async function migrateFromFolder<DB>(
  db: Kysely<DB>,
  options: { folder: string; schema: string },
): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationsIn(options.folder), migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `${options.schema} migrations failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
}
