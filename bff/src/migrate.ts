import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateFromFolder } from '@reeltalk/server-kit';
import type { Kysely } from 'kysely';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Brings schema public up to date from bff/migrations; kysely's lock makes concurrent starts safe. */
export function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  return migrateFromFolder(db, { folder: migrationsDir, schema: 'public' });
}
