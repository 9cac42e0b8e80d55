import type { ScriptVersionKind } from '@reeltalk/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db.ts';
import type { ScriptTables, ScriptVersionRow } from './table.ts';

type Db = Kysely<Database & ScriptTables>;

/** The key of the script a project narrates now: its current version's, else its uploaded document's. */
export const currentScriptKey = sql<string | null>`coalesce(
  (select script_key from script_versions where script_versions.id = projects.script_version_id),
  projects.source_document->>'key'
)`;

export interface NewScriptVersion {
  kind: ScriptVersionKind;
  scriptKey: string;
  wordCount: number;
  restoredFrom?: number;
}

/** The version narrated now: the one the project names, else version 1 (the uploaded document as it is). */
const currentOf = (db: Db, projectId: string) =>
  db
    .selectFrom('script_versions')
    .innerJoin('projects', 'projects.id', 'script_versions.project_id')
    .selectAll('script_versions')
    .where('script_versions.project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('script_versions.id', '=', eb.ref('projects.script_version_id')),
        eb.and([eb('projects.script_version_id', 'is', null), eb('script_versions.number', '=', 1)]),
      ]),
    )
    .executeTakeFirst();

/** Adds the project's next version and makes it the one narrated (the project row is locked by the caller). */
async function addNext(trx: Transaction<Database & ScriptTables>, projectId: string, version: NewScriptVersion) {
  const row = await trx
    .insertInto('script_versions')
    .values((eb) => ({
      project_id: projectId,
      number: eb
        .selectFrom('script_versions')
        .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
        .where('project_id', '=', projectId),
      kind: version.kind,
      script_key: version.scriptKey,
      word_count: version.wordCount,
      restored_from: version.restoredFrom ?? null,
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('projects').set({ script_version_id: row.id }).where('id', '=', projectId).execute();
  return row;
}

const lockProject = (trx: Transaction<Database & ScriptTables>, projectId: string) =>
  trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();

export function createScriptVersionRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<ScriptTables>();

  return {
    current: (projectId: string): Promise<ScriptVersionRow | undefined> => currentOf(db, projectId),

    /**
     * Records the uploaded document as version 1, unless it is recorded already or the project's document is no
     * longer `documentKey` (replaced meanwhile).
     */
    async recordUpload(projectId: string, documentKey: string, wordCount: number): Promise<void> {
      await db
        .insertInto('script_versions')
        .columns(['project_id', 'number', 'kind', 'script_key', 'word_count'])
        .expression((eb) =>
          eb
            .selectFrom('projects')
            .select([
              'id',
              sql<number>`1`.as('number'),
              sql<ScriptVersionKind>`'upload'`.as('kind'),
              sql<string>`${documentKey}`.as('script_key'),
              sql<number>`${wordCount}::integer`.as('word_count'),
            ])
            .where('id', '=', projectId)
            .where(sql<string>`source_document->>'key'`, '=', documentKey),
        )
        .onConflict((oc) => oc.columns(['project_id', 'number']).doNothing())
        .execute();
    },

    /** Every version of the project, newest first. */
    list(projectId: string): Promise<ScriptVersionRow[]> {
      return db
        .selectFrom('script_versions')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('number', 'desc')
        .execute();
    },

    /**
     * Adds `version` as the one narrated now, made from the version `baseVersionId`; undefined when that is no longer
     * the current one (another change came first).
     */
    addOn(projectId: string, baseVersionId: string, version: NewScriptVersion): Promise<ScriptVersionRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockProject(trx, projectId);
        const current = await currentOf(trx, projectId);
        if (current?.id !== baseVersionId) return undefined;
        return addNext(trx, projectId, version);
      });
    },

    /** Adds a copy of the project's version `versionId` as the one narrated now; undefined when it has none such. */
    restore(projectId: string, versionId: string): Promise<ScriptVersionRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockProject(trx, projectId);
        const restored = await trx
          .selectFrom('script_versions')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('id', '=', versionId)
          .executeTakeFirst();
        if (!restored) return undefined;
        return addNext(trx, projectId, {
          kind: 'restore',
          scriptKey: restored.script_key,
          wordCount: restored.word_count,
          restoredFrom: restored.number,
        });
      });
    },
  };
}

export type ScriptVersionRepository = ReturnType<typeof createScriptVersionRepository>;
