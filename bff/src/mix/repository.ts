import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { jobRows } from '../jobs/job-rows.ts';
import type { ShareTables } from '../share/table.ts';
import type { MixTables } from './table.ts';

type Db = Kysely<Database & MixTables & ShareTables>;

/** A stored mix: the MP3 (audio_stems.mix) and the WAV of the same mix (audio_stems.mix_wav). */
export interface MixFiles {
  mp3Key: string;
  wavKey: string;
}

/** Points the project's mix at these files, unless it already does (so a reused mix changes nothing). */
const writeMix = async (db: Db, projectId: string, files: MixFiles) => {
  const stems = { mix: files.mp3Key, mix_wav: files.wavKey };
  await db
    .updateTable('projects')
    .set({ audio_stems: sql<string>`audio_stems || ${JSON.stringify(stems)}::jsonb`, updated_at: sql<Date>`now()` })
    .where('id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb(sql`audio_stems->>'mix'`, 'is distinct from', files.mp3Key),
        eb(sql`audio_stems->>'mix_wav'`, 'is distinct from', files.wavKey),
      ]),
    )
    .execute();
};

export function createMixRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<MixTables & ShareTables>();

  return {
    ...jobRows(db, 'mixes'),

    /**
     * Writes a finished mix job's files onto its project, once: only the first call for a job whose end is not
     * recorded yet (or with no row yet: its end may be heard before the request that started it has recorded it)
     * writes them.
     */
    complete(jobId: string, projectId: string, files: MixFiles): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('mixes')
          .columns(['job_id', 'project_id', 'recorded_at'])
          // A project deleted meanwhile records nothing.
          .expression(
            trx
              .selectFrom('projects')
              .select([sql.val(jobId).as('job_id'), 'id', sql<Date>`now()`.as('recorded_at')])
              .where('id', '=', projectId),
          )
          .onConflict((oc) =>
            oc
              .column('job_id')
              .doUpdateSet({ recorded_at: sql<Date>`now()` })
              .where('mixes.recorded_at', 'is', null),
          )
          .returning('job_id')
          .executeTakeFirst();
        if (recorded) await writeMix(trx, projectId, files);
      });
    },

    /** The user's projects with a stored mix that a live share link hands out (not revoked, not expired). */
    async sharedMixedProjectIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('projects')
        .select('projects.id')
        .where('projects.user_id', '=', userId)
        .where(sql`projects.audio_stems->>'mix'`, 'is not', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('share_links')
              .select('share_links.id')
              .whereRef('share_links.project_id', '=', 'projects.id')
              .where('share_links.revoked_at', 'is', null)
              .where('share_links.expires_at', '>', sql<Date>`now()`),
          ),
        )
        .orderBy('projects.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** A stored mix the media-service answered at once (unchanged inputs): the project points at it. */
    reuse: (projectId: string, files: MixFiles): Promise<void> => writeMix(db, projectId, files),
  };
}

export type MixRepository = ReturnType<typeof createMixRepository>;
