import type { VoiceFlowType } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { currentScriptKey } from '../script/repository.ts';
import { jobRows } from '../jobs/job-rows.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { NarrationReading } from '../voice/reading.ts';
import type { RecordedNarration } from './result.ts';
import { IN_FLIGHT, type NarrationRow, type NarrationTables } from './table.ts';

type Db = Kysely<Database & NarrationTables>;

/** Which voice and emotions a narration reads with. */
type Choice = Pick<NarrationReading, 'voiceModelId' | 'emotions'>;

/** Marks the project's running narrations superseded: their script is being replaced (call inside that write). */
export async function supersedeNarrations(db: Db, projectId: string): Promise<void> {
  await db
    .updateTable('narrations')
    .set({ state: 'superseded', updated_at: sql<Date>`now()` })
    .where('project_id', '=', projectId)
    .where('state', 'in', IN_FLIGHT)
    .execute();
}

const supersede = (db: Db, jobId: string) =>
  db
    .updateTable('narrations')
    .set({ state: 'superseded', updated_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .execute();

export function createNarrationRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<NarrationTables>();
  // Not its insert: a narration is recorded only together with the script and voice it reads (startOnce).
  const rows = jobRows(db, 'narrations');
  // A project's starts take its row lock in turn within this process: a burst would otherwise hold every pooled
  // connection waiting on the lock, while the start holding it needs one more (limits, pronunciations) and times out.
  const inTurn = oneAtATime();

  const inFlight = (executor: Db, projectId: string) =>
    executor
      .selectFrom('narrations')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('state', 'in', IN_FLIGHT)
      .executeTakeFirst();

  return {
    find: rows.find,
    inFlightJobs: rows.inFlight,
    inFlightCountOwnedBy: rows.inFlightCountOwnedBy,
    latest: rows.latest,
    /** Moves a narration in flight to `state` (not 'completed': see complete); one already finished stays as it is. */
    settle: rows.settle,

    /** The narration in flight on the project, only when `userId` owns it: nobody else's request looks any further. */
    inFlightOwnedBy(projectId: string, userId: string): Promise<NarrationRow | undefined> {
      return db
        .selectFrom('narrations')
        .innerJoin('projects', 'projects.id', 'narrations.project_id')
        .selectAll('narrations')
        .where('narrations.project_id', '=', projectId)
        .where('projects.user_id', '=', userId)
        .where('narrations.state', 'in', IN_FLIGHT)
        .executeTakeFirst();
    },

    /**
     * Answers the project's narration in flight, or starts one with `start` (given the script's key) and records it;
     * the project row stays locked meanwhile, so two calls cannot both start one and a script replacement waits.
     * Undefined when the project has no script. With `flowType` (the voice step's), a narration in flight with
     * another voice or other emotions than `choice` is superseded by a new one, whose choice the project takes when
     * it completes. With `replace`, any narration in flight is superseded (it reads a pronunciation dictionary that
     * has changed since).
     */
    startOnce(
      projectId: string,
      choice: Choice,
      start: (sourceKey: string) => Promise<string>,
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
          const running = await inFlight(trx, projectId);
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
              state: 'queued',
              voice_model_id: choice.voiceModelId,
              emotions: JSON.stringify(choice.emotions),
              flow_type: options.flowType ?? null,
            })
            // The media-service may answer a job this project had given up on (its script since replaced by the same
            // one): it is in flight again.
            .onConflict((oc) => oc.column('job_id').doUpdateSet({ state: 'queued', updated_at: sql<Date>`now()` }))
            .execute();
          return jobId;
        }),
      );
    },

    /**
     * Writes a finished narration onto its project, once: only the first call for a narration in flight does it, and
     * only while the script it read is still the project's current one (its uploaded document or script version).
     */
    complete(jobId: string, result: RecordedNarration): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const narration = await trx
          .updateTable('narrations')
          .set({ state: 'completed', updated_at: sql<Date>`now()` })
          .where('job_id', '=', jobId)
          .where('state', 'in', IN_FLIGHT)
          .returning(['project_id', 'source_key', 'voice_model_id', 'emotions', 'flow_type'])
          .executeTakeFirst();
        if (!narration) return;
        const document = {
          transcript: result.transcriptKey,
          ...(result.wordCount !== undefined && { word_count: result.wordCount }),
        };
        const stems = {
          vocal: result.vocalKey,
          vocal_master: result.vocalMasterKey ?? null,
          vocal_duration: result.duration,
          timeline: result.timelineKey,
          peaks: result.peaksKey,
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
