import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db.ts';
import { storedObjects, type StoredObject } from '../object-storage.ts';

export { storedObjects, type StoredObject };

/** Everything a user owns, as stored: their account row, projects, narrations, custom voices and objects. */
export interface UserState {
  user: unknown;
  projects: Array<Record<string, unknown>>;
  narrations: unknown[];
  voices: unknown[];
  objects: StoredObject[];
}

/** Reads what users own straight from the database and the object storage, bypassing the bff. */
export function userStateReader(): { read(firebaseUid: string): Promise<UserState>; close(): Promise<void> } {
  const db: Kysely<Database> = createDatabase(inject('bffTest').databaseUrl);
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  return {
    async read(firebaseUid) {
      const [user] = await rows<{ id: string }>(sql`select * from users where firebase_uid = ${firebaseUid}`);
      if (!user) return { user: undefined, projects: [], narrations: [], voices: [], objects: [] };
      const projects = await rows<Record<string, unknown> & { id: string }>(
        sql`select * from projects where user_id = ${user.id} order by id`,
      );
      const projectIds = projects.map((project) => project.id);
      const narrations =
        projectIds.length === 0
          ? []
          : await rows(sql`select * from narrations where project_id = any(${projectIds}::uuid[]) order by job_id`);
      const voices = await rows<{ sample: { key?: string } | null }>(
        sql`select * from voice_models where user_id = ${user.id} order by id`,
      );
      const prefixes = [
        ...projectIds.map((id) => `projects/${id}/`),
        ...voices.flatMap((voice) => (voice.sample?.key ? [voice.sample.key] : [])),
      ];
      const objects = (await Promise.all(prefixes.map(storedObjects))).flat();
      return { user, projects, narrations, voices, objects };
    },
    close: () => db.destroy(),
  };
}
