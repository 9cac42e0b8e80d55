import type { VoiceFlowType } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { currentScriptKey } from '../script/repository.ts';
import { jobRows } from '../jobs/job-rows.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { NarrationReading } from '../voice/reading.ts';
import type { RecordedNarration } from './result.ts';
import type { NarrationRow, NarrationTables } from './table.ts';

type Db = Kysely<Database & NarrationTables>;

/** Which voice and emotions a narration reads with. */
type Choice = Pick<NarrationReading, 'voiceModelId' | 'emotions'>;

/**
 * Marks the project's narrations whose end is not recorded yet superseded: their script is being replaced (call
 * inside that write).
 */
export async function supersedeNarrations(db: Db, projectId: string): Promise<void> {
  await db
    .updateTable('narrations')
    .set({ superseded_at: sql<Date>`now()` })
    .where('project_id', '=', projectId)
    .where('recorded_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

const supersede = (db: Db, jobId: string) =>
  db
    .updateTable('narrations')
    .set({ superseded_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .execute();

/** Of these narrations (in flight, as the job record says), the newest one still wanted: not superseded. */
const wanted = (db: Db, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve(undefined)
    : db
        .selectFrom('narrations')
        .selectAll()
        .where('job_id', 'in', jobIds)
        .where('superseded_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();

export function createNarrationRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<NarrationTables>();
  // Not its insert: a narration is recorded only together with the script and voice it reads (startOnce).
  const rows = jobRows(db, 'narrations');
  // A project's starts take its row lock in turn within this process: a burst would otherwise hold every pooled
  // connection waiting on the lock, while the start holding it needs one more (limits, pronunciations) and times out.
  const inTurn = oneAtATime();

  return {
    find: rows.find,
    unrecorded: rows.unrecorded,
    recordNoResult: rows.recordNoResult,

    /** Of these narrations in flight, the one still wanted (not superseded). */
    wanted: (jobIds: string[]): Promise<NarrationRow | undefined> => wanted(db, jobIds),

    /**
     * The ids of the project's narrations whose end is not recorded and that are still wanted, only when `userId`
     * owns the project: nobody else's request looks any further.
     */
    async pendingOwnedBy(projectId: string, userId: string): Promise<string[]> {
      const pending = await db
        .selectFrom('narrations')
        .innerJoin('projects', 'projects.id', 'narrations.project_id')
        .select('narrations.job_id')
        .where('narrations.project_id', '=', projectId)
        .where('projects.user_id', '=', userId)
        .where('narrations.recorded_at', 'is', null)
        .where('narrations.superseded_at', 'is', null)
        .execute();
      return pending.map((row) => row.job_id);
    },

    /**
     * Answers the project's narration in flight (`inFlight` asks the job record for the project's narrations in flight),
     * or starts one with `start` (given the script's key) and records it; the project row stays locked meanwhile, so
     * two calls cannot both start one and a script replacement waits.
     * Undefined when the project has no script. With `flowType` (the voice step's), a narration in flight with
     * another voice or other emotions than `choice` is superseded by a new one, whose choice the project takes when
     * it completes. With `replace`, any narration in flight is superseded (it reads a pronunciation dictionary that
     * has changed since).
     */
    startOnce(
      projectId: string,
      choice: Choice,
      start: (sourceKey: string) => Promise<string>,
      inFlight: () => Promise<string[]>,
      options: { flowType?: VoiceFlowType | undefined; replace?: boolean } = {},
    ): Promise<string | undefined> {
      return inTurn(projectId, () =>
        db.transaction().execute(async (trx) => {
          const project = await trx
            .selectFrom('projects')
            .select(currentScriptKey.as('script_key'))
            .where('id', '=', projectId)
            .forUpdate()
            .executeTakeFirst();
          const sourceKey = project?.script_key;
          if (!sourceKey) return undefined;
          const running = await wanted(trx, await inFlight());
          const same =
            running?.voice_model_id === choice.voiceModelId &&
            JSON.stringify(running.emotions) === JSON.stringify(choice.emotions);
          // One reading another version of the script is superseded too: its result would not be recorded.
          const current = running?.source_key === sourceKey && !options.replace;
          if (running && current && (same || !options.flowType)) return running.job_id;
          if (running) await supersede(trx, running.job_id);
          const jobId = await start(sourceKey);
          await trx
            .insertInto('narrations')
            .values({
              job_id: jobId,
              project_id: projectId,
              source_key: sourceKey,
              voice_model_id: choice.voiceModelId,
              emotions: JSON.stringify(choice.emotions),
              flow_type: options.flowType ?? null,
            })
            // The media-service may answer a job this project had given up on (its script since replaced by the same
            // one): it is wanted again.
            .onConflict((oc) => oc.column('job_id').doUpdateSet({ superseded_at: null }))
            .execute();
          return jobId;
        }),
      );
    },

    /**
     * Writes a finished narration onto its project, once: only the first call for a narration not recorded yet does
     * it, only when it was not superseded, and only while the script it read is still the project's current one (its
     * uploaded document or script version).
     */
    complete(jobId: string, result: RecordedNarration): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const narration = await trx
          .updateTable('narrations')
          .set({ recorded_at: sql<Date>`now()` })
          .where('job_id', '=', jobId)
          .where('recorded_at', 'is', null)
          .returning(['project_id', 'source_key', 'voice_model_id', 'emotions', 'flow_type', 'superseded_at'])
          .executeTakeFirst();
        if (!narration || narration.superseded_at) return;
        const document = {
          transcript: result.transcriptKey,
          ...(result.subtitlesKey && { subtitles: result.subtitlesKey }),
          ...(result.wordCount !== undefined && { word_count: result.wordCount }),
        };
        const stems = {
          vocal: result.vocalKey,
          vocal_master: result.vocalMasterKey ?? null,
          vocal_duration: result.duration,
          timeline: result.timelineKey,
          peaks: result.peaksKey,
          chapters: result.chapters ?? null,
          // What it was read with, for the summaries: the project's emotions may change without a new narration.
          vocal_emotions: narration.emotions,
        };
        await trx
          .updateTable('projects')
          .set({
            source_document: sql<string>`source_document || ${JSON.stringify(document)}::jsonb`,
            audio_stems: sql<string>`audio_stems || ${JSON.stringify(stems)}::jsonb`,
            // A narration of the voice step brings its choice; a plain one read the project's, which may since have
            // been changed (emotions saved alone) and must not be undone.
            ...(narration.flow_type !== null && {
              voice_model_id: narration.voice_model_id,
              emotions: JSON.stringify(narration.emotions),
            }),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', narration.project_id)
          .where(currentScriptKey, '=', narration.source_key)
          .execute();
      });
    },
  };
}

export type NarrationRepository = ReturnType<typeof createNarrationRepository>;
