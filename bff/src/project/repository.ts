import { randomUUID } from 'node:crypto';
import { moveProjectKeys, NEW_PROJECT_STATUS } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import { compileOnce } from '@reeltalk/server-kit';
import type { Database } from '../db.ts';
import { musicZonesOf } from '../music-zone/repository.ts';
import type { MusicZoneTables } from '../music-zone/table.ts';
import type { NarrationTables } from '../narration/table.ts';
import type { PublisherTables } from '../publisher/table.ts';
import type { ScriptTables, ScriptVersionRow, ScriptVersionTable } from '../script/table.ts';
import type { VoiceModelTables } from '../voice/table.ts';
import type { ProjectChanges } from './changes.ts';
import type { ProjectWithOwner } from './json.ts';
import type { NewProjectRow } from './table.ts';

/** A script version of a project as a copy takes it: with whether it is the one narrated now. */
type CopiedScriptVersion = ScriptVersionRow & { current: boolean };

/** script_versions as a copy writes it: each version keeps the date it was made, which nothing else may set. */
type CopyScriptTables = {
  script_versions: Omit<ScriptVersionTable, 'created_at'> & { created_at: Date };
};

export function createProjectRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .withTables<VoiceModelTables & NarrationTables & PublisherTables>()
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.user_id')
      .leftJoin('publishers', 'publishers.id', 'projects.publisher_id')
      // voice_model_id populated with the voice a narration reads: the one it names when its owner may use it (a
      // predefined one, or their own), else the default voice.
      .leftJoin('voice_models', (join) =>
        join.on(
          sql<boolean>`case when exists (
            select 1 from voice_models named
            where named.id::text = projects.voice_model_id
              and (named.user_id is null or named.user_id = projects.user_id)
          ) then voice_models.id::text = projects.voice_model_id else voice_models.is_default end`,
        ),
      )
      .selectAll('projects')
      .select(['users.full_name as owner_full_name', 'publishers.name as publisher_name'])
      // Whether a narration may be queued or running (one still wanted whose end is not recorded), in the same read:
      // reading an idle project is one query, and only one with such a narration asks the job record.
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('narrations')
              .select('narrations.job_id')
              .whereRef('narrations.project_id', '=', 'projects.id')
              .where('narrations.recorded_at', 'is', null)
              .where('narrations.superseded_at', 'is', null),
          )
          .$castTo<boolean>()
          .as('narration_pending'),
      )
      // Its music zones, with what is shown and played of each zone's soundtrack.
      .select(musicZonesOf(sql.ref<string>('projects.id')).as('music_zones'))
      .select([
        'voice_models.id as voice_id',
        'voice_models.name as voice_name',
        'voice_models.display_name as voice_display_name',
        'voice_models.gender as voice_gender',
        'voice_models.tone as voice_tone',
      ]);

  // Read on every request of a project's page and of each of its steps.
  const byId = compileOnce(db, (id) => withOwner().where('projects.id', '=', id));

  return {
    async findById(id: string): Promise<ProjectWithOwner | undefined> {
      const [project] = await byId(id);
      return project;
    },

    async insert(project: NewProjectRow): Promise<string> {
      const { id } = await db.insertInto('projects').values(project).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /**
     * The project's script versions, oldest first, each saying whether it is the one narrated now: one statement, so
     * they agree with each other.
     */
    scriptVersions(id: string): Promise<CopiedScriptVersion[]> {
      return db
        .withTables<ScriptTables>()
        .selectFrom('script_versions')
        .innerJoin('projects', 'projects.id', 'script_versions.project_id')
        .selectAll('script_versions')
        .select(sql<boolean>`coalesce(script_versions.id = projects.script_version_id, false)`.as('current'))
        .where('script_versions.project_id', '=', id)
        .orderBy('script_versions.number')
        .execute();
    },

    /**
     * A copy of the project under `copy.id`, owned by `copy.userId`: '{name} (copy)', In Progress, every field kept
     * with the storage keys of its folder moved to the copy's (its objects are copied under those keys), its music
     * zones in their order, and the script versions given (read before the objects were copied) as its own, the same
     * one current; in one transaction.
     */
    async insertCopy(
      original: ProjectWithOwner,
      copy: { id: string; userId: string; publisherId: string | null; scriptVersions: CopiedScriptVersion[] },
    ): Promise<void> {
      const moved = <T>(value: T) => JSON.stringify(moveProjectKeys(value, original.id, copy.id));
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('projects')
          .values({
            id: copy.id,
            user_id: copy.userId,
            name: `${original.name} (copy)`,
            full_name: original.full_name,
            description: original.description,
            status: NEW_PROJECT_STATUS,
            genres: original.genres,
            emotions: JSON.stringify(original.emotions),
            voice_model_id: original.voice_model_id,
            source_document: original.source_document && moved(original.source_document),
            audio_stems: moved(original.audio_stems),
            video_info: moved(original.video_info),
            settings: moved(original.settings),
            duration: original.duration,
            publisher_id: copy.publisherId,
          })
          .execute();
        await trx
          .withTables<MusicZoneTables>()
          .insertInto('music_zones')
          .columns(['project_id', 'soundtrack_id', 'start_time', 'end_time', 'volume'])
          .expression((eb) =>
            eb
              .selectFrom('music_zones')
              .select([
                sql<string>`${copy.id}::uuid`.as('project_id'),
                'soundtrack_id',
                'start_time',
                'end_time',
                'volume',
              ])
              .where('project_id', '=', original.id)
              .orderBy('position'),
          )
          .execute();
        if (copy.scriptVersions.length === 0) return;
        const versions = copy.scriptVersions.map((version) => ({
          id: randomUUID(),
          project_id: copy.id,
          number: version.number,
          kind: version.kind,
          script_key: moveProjectKeys(version.script_key, original.id, copy.id),
          word_count: version.word_count,
          restored_from: version.restored_from,
          created_at: version.created_at,
        }));
        await trx.withTables<CopyScriptTables>().insertInto('script_versions').values(versions).execute();
        const current = copy.scriptVersions.findIndex((version) => version.current);
        if (current >= 0) {
          await trx
            .withTables<ScriptTables>()
            .updateTable('projects')
            .set({ script_version_id: versions[current]!.id })
            .where('id', '=', copy.id)
            .execute();
        }
      });
    },

    async assign(id: string, publisherId: string | null): Promise<void> {
      await db
        .updateTable('projects')
        .set({ publisher_id: publisherId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async update(id: string, changes: ProjectChanges): Promise<void> {
      const merge = changes.videoInfoMerge;
      await db
        .updateTable('projects')
        .set({
          ...changes.columns,
          ...(merge && { video_info: sql<string>`video_info || ${JSON.stringify(merge)}::jsonb` }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', id).execute();
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
