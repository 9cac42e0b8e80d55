import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';

export function createCoverRepository(db: Kysely<Database>) {
  return {
    /**
     * Points the project's cover art at `key` and answers the cover it had (null for none), in one transaction so
     * two uploads at once each see the other's cover as the one they replace; undefined when the project is gone.
     */
    replace(projectId: string, key: string): Promise<string | null | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('projects')
          .select(sql<string | null>`video_info->>'cover_art'`.as('previous'))
          .where('id', '=', projectId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .updateTable('projects')
          .set({
            video_info: sql<string>`video_info || ${JSON.stringify({ cover_art: key })}::jsonb`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', projectId)
          .execute();
        return row.previous;
      });
    },
  };
}

export type CoverRepository = ReturnType<typeof createCoverRepository>;
