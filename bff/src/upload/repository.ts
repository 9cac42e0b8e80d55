import type { SourceDocument } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { supersedeNarrations } from '../narration/repository.ts';
import type { NarrationTables } from '../narration/table.ts';
import type { ProjectRow } from '../project/table.ts';
import type { ScriptTables } from '../script/table.ts';

/** The project as the new script left it, and the key of the script it replaced. */
interface ReplacedScript {
  project: ProjectRow;
  previousKey: string | undefined;
}

export function createScriptRepository(base: Kysely<Database>) {
  const db = base.withTables<NarrationTables>();
  return {
    /**
     * Makes `document` the script of the owner's project, in one transaction: what was made from the old script
     * (transcript, word count, vocal track, timeline, peaks) goes, narrations of the old script still running are
     * superseded, and its script versions are deleted (the new document is version 1). Answers the changed project
     * and the old script's key; undefined when the owner has no such project.
     */
    replaceScript(projectId: string, userId: string, document: SourceDocument): Promise<ReplacedScript | undefined> {
      return db.transaction().execute(async (trx) => {
        // Locked before it is read, so of two uploads at once the second sees the first's script as the one it
        // replaces (and deletes it) rather than both seeing the same old one.
        const previous = trx
          .selectFrom('projects')
          .select(['id', 'source_document'])
          .where('id', '=', projectId)
          .forUpdate()
          .as('previous');
        const changed = await trx
          .updateTable('projects')
          .from(previous)
          .set({
            source_document: JSON.stringify(document),
            audio_stems: sql<string>`audio_stems - 'vocal' - 'vocal_master' - 'vocal_duration' - 'timeline' - 'peaks' - 'chapters' - 'vocal_emotions'`,
            last_modified: new Date(),
            updated_at: sql<Date>`now()`,
          })
          .whereRef('projects.id', '=', 'previous.id')
          .where('projects.user_id', '=', userId)
          .returningAll('projects')
          .returning('previous.source_document as previous_document')
          .executeTakeFirst();
        if (!changed) return undefined;
        await supersedeNarrations(trx, projectId);
        await trx
          .withTables<ScriptTables>()
          .deleteFrom('script_versions')
          .where('project_id', '=', projectId)
          .execute();
        const { previous_document: previousDocument, ...project } = changed;
        return { project, previousKey: previousDocument?.key };
      });
    },
  };
}

export type ScriptRepository = ReturnType<typeof createScriptRepository>;
