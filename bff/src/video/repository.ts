import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { jobRows } from '../jobs/job-rows.ts';
import type { WaveformVideoTables } from './table.ts';

type Db = Kysely<Database & WaveformVideoTables>;

export function createWaveformVideoRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<WaveformVideoTables>();

  return {
    ...jobRows(db, 'waveform_videos'),

    /**
     * Records the video a finished job made, once: its end may be heard again (after a restart) or before the
     * request that started it has recorded the job, and a later hearing changes nothing. Answers whether this call
     * recorded it.
     */
    async complete(jobId: string, projectId: string, videoKey: string): Promise<boolean> {
      const recorded = await db
        .insertInto('waveform_videos')
        .values({ job_id: jobId, project_id: projectId, recorded_at: sql<Date>`now()`, video_key: videoKey })
        .onConflict((oc) =>
          oc
            .column('job_id')
            .doUpdateSet({ recorded_at: sql<Date>`now()`, video_key: videoKey })
            .where('waveform_videos.video_key', 'is', null),
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
