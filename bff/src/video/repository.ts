import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { VIDEO_IN_FLIGHT, type VideoState, type WaveformVideoRow, type WaveformVideoTables } from './table.ts';

type Db = Kysely<Database & WaveformVideoTables>;

export function createWaveformVideoRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<WaveformVideoTables>();

  return {
    /** Records a video job of the project; a second request joining the same job records nothing more. */
    async insert(jobId: string, projectId: string): Promise<void> {
      await db
        .insertInto('waveform_videos')
        .values({ job_id: jobId, project_id: projectId, state: 'queued' })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .execute();
    },

    find(jobId: string): Promise<WaveformVideoRow | undefined> {
      return db.selectFrom('waveform_videos').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    },

    /** Job ids of every video still in flight, to ask the media-service about after hearing nothing a while. */
    inFlight(): Promise<Array<{ jobId: string; projectId: string }>> {
      return db
        .selectFrom('waveform_videos')
        .select(['job_id as jobId', 'project_id as projectId'])
        .where('state', 'in', VIDEO_IN_FLIGHT)
        .execute();
    },

    /** The project's most recent video job, whatever became of it. */
    latest(projectId: string): Promise<WaveformVideoRow | undefined> {
      return db
        .selectFrom('waveform_videos')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Moves a video job in flight to `state`; one already finished stays as it is. */
    async settle(jobId: string, state: Exclude<VideoState, 'completed'>): Promise<void> {
      await db
        .updateTable('waveform_videos')
        .set({ state, updated_at: sql<Date>`now()` })
        .where('job_id', '=', jobId)
        .where('state', 'in', VIDEO_IN_FLIGHT)
        .execute();
    },

    /**
     * Records the video a finished job made, once: its end may be heard again (after a restart) or before the
     * request that started it has recorded the job, and a later hearing changes nothing. Answers whether this call
     * recorded it.
     */
    async complete(jobId: string, projectId: string, videoKey: string): Promise<boolean> {
      const recorded = await db
        .insertInto('waveform_videos')
        .values({ job_id: jobId, project_id: projectId, state: 'completed', video_key: videoKey })
        .onConflict((oc) =>
          oc
            .column('job_id')
            .doUpdateSet({ state: 'completed', video_key: videoKey, updated_at: sql<Date>`now()` })
            .where('waveform_videos.state', '!=', 'completed'),
        )
        .returning('job_id')
        .executeTakeFirst()
        // The project is gone (its rows with it): nothing to record.
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23503') return undefined;
          throw error;
        });
      return recorded !== undefined;
    },
  };
}

export type WaveformVideoRepository = ReturnType<typeof createWaveformVideoRepository>;
