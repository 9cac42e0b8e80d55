import type { SourceDocument } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { supersedeNarrations } from '../narration/repository.ts';
import type { NarrationTables } from '../narration/table.ts';

export type ReplaceOutcome = { previousKey: string | undefined } | 'missing' | 'not-owner';

export function createScriptRepository(base: Kysely<Database>) {
  const db = base.withTables<NarrationTables>();
  return {
    /**
     * Makes `document` the project's script, in one transaction: what was made from the old script (transcript, word
     * count, vocal track, timeline, peaks) goes, and narrations of the old script still running are superseded.
     * Answers the old script's key, or why nothing changed.
     */
    replaceScript(projectId: string, userId: string, document: SourceDocument): Promise<ReplaceOutcome> {
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .selectFrom('projects')
          .select(['user_id', 'source_document'])
          .where('id', '=', projectId)
          .forUpdate()
          .executeTakeFirst();
        if (!project) return 'missing';
        if (project.user_id !== userId) return 'not-owner';
        await trx
          .updateTable('projects')
          .set({
            source_document: JSON.stringify(document),
            audio_stems: sql<string>`audio_stems - 'vocal' - 'vocal_master' - 'vocal_duration' - 'timeline' - 'peaks'`,
            last_modified: new Date(),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', projectId)
          .execute();
        await supersedeNarrations(trx, projectId);
        return { previousKey: project.source_document?.key };
      });
    },
  };
}

export type ScriptRepository = ReturnType<typeof createScriptRepository>;
