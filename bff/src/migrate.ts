import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * Loads bff/migrations/<timestamp>_<name>.ts with our own import() rather than kysely's FileMigrationProvider, whose
 * import() runs inside node_modules where neither tsx nor vitest transforms TypeScript.
 */
const migrationFiles: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationsDir)).filter((file) => /^\d{14}_[\w-]+\.ts$/.test(file)).sort();
    const entries = await Promise.all(
      files.map(
        async (file) =>
          [file.replace(/\.ts$/, ''), (await import(path.join(migrationsDir, file))) as Migration] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/** Brings schema public up to date; kysely's lock table makes concurrent starts safe. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  // Named explicitly: otherwise kysely's "lock table exists?" check also matches the media-service's media.* one.
  const migrator = new Migrator({ db, provider: migrationFiles, migrationTableSchema: 'public' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
