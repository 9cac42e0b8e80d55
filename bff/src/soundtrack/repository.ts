import type { StockTrack } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { MusicGenerationRow, SoundtrackRow, SoundtrackTables } from './table.ts';

type Db = Kysely<Database & SoundtrackTables>;

/** What a finished generation recorded as its soundtrack. */
interface GeneratedTrack {
  short_description: string;
  duration: number;
  file_key: string;
  preview_key: string;
}

export function createSoundtrackRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<SoundtrackTables>();
  // A user's generations take the lock in turn within this process: a burst would otherwise hold every pooled
  // connection waiting on it, while the start holding it needs one more (its limits) and times out.
  const inTurn = oneAtATime();

  return {
    /** The stock tracks (by title), then the user's own, newest first. */
    listFor(userId: string): Promise<SoundtrackRow[]> {
      return db
        .selectFrom('soundtracks')
        .selectAll()
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
        .orderBy(sql`user_id is null`, 'desc')
        .orderBy(sql`case when user_id is null then title end`)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** A soundtrack the user may use: a stock one or their own; nobody else's. */
    findUsable(id: string, userId: string): Promise<SoundtrackRow | undefined> {
      return db
        .selectFrom('soundtracks')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
        .executeTakeFirst();
    },

    /** Keeps the stock rows as the media-service describes its stock tracks. */
    async upsertStock(tracks: StockTrack[]): Promise<void> {
      if (tracks.length === 0) return;
      await db
        .insertInto('soundtracks')
        .values(
          tracks.map((track) => ({
            id: track.slug,
            user_id: null,
            type: 'stock' as const,
            title: track.title,
            short_description: track.short_description,
            duration: track.durationSeconds,
            file_key: track.file,
            preview_key: track.preview,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            short_description: eb.ref('excluded.short_description'),
            duration: eb.ref('excluded.duration'),
            file_key: eb.ref('excluded.file_key'),
            preview_key: eb.ref('excluded.preview_key'),
          })),
        )
        .execute();
    },

    /**
     * Answers the job id of the user's generation identical to `request` (same project, prompt, name and length) that
     * is in flight (`inFlight` keeps those of the job ids given that are) or whose soundtrack was recorded within
     * `recentSeconds`, else starts one with `start` and records it. Requests of a user are taken one at a time (a
     * transaction-scoped advisory lock), so identical ones sent at once make one job.
     */
    sameOrNewGeneration(
      request: { user_id: string; project_id: string; track_name: string; prompt: string; duration: number },
      recentSeconds: number,
      inFlight: (jobIds: string[]) => Promise<string[]>,
      start: () => Promise<string>,
    ): Promise<string> {
      return inTurn(request.user_id, () =>
        db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(hashtext('reeltalk music generation'), hashtext(${request.user_id}))`.execute(
            trx,
          );
          const identical = trx
            .selectFrom('music_generations')
            .select('music_generations.job_id')
            .where('music_generations.user_id', '=', request.user_id)
            .where('music_generations.project_id', '=', request.project_id)
            .where('music_generations.prompt', '=', request.prompt)
            .where('music_generations.track_name', '=', request.track_name)
            .where('music_generations.duration', '=', request.duration);
          const recent = await identical
            .innerJoin('soundtracks', (join) => join.on(sql<boolean>`soundtracks.id = music_generations.job_id::text`))
            .where('soundtracks.created_at', '>', sql<Date>`now() - make_interval(secs => ${recentSeconds})`)
            .orderBy('music_generations.created_at', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (recent) return recent.job_id;
          const pending = await identical.where('recorded_at', 'is', null).orderBy('created_at', 'desc').execute();
          const [running] = await inFlight(pending.map((row) => row.job_id));
          if (running) return running;
          const jobId = await start();
          await trx
            .insertInto('music_generations')
            .values({ ...request, job_id: jobId })
            .execute();
          return jobId;
        }),
      );
    },

    findGeneration(jobId: string): Promise<MusicGenerationRow | undefined> {
      return db.selectFrom('music_generations').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    },

    /** The soundtrack a generation made, once recorded. */
    findGenerated(jobId: string): Promise<SoundtrackRow | undefined> {
      return db.selectFrom('soundtracks').selectAll().where('id', '=', jobId).executeTakeFirst();
    },

    /** Job ids of every generation whose end is not recorded yet, to ask about after hearing nothing a while. */
    unrecorded(): Promise<Array<{ jobId: string; projectId: string }>> {
      return db
        .selectFrom('music_generations')
        .select(['job_id as jobId', sql<string>`coalesce(project_id::text, '')`.as('projectId')])
        .where('recorded_at', 'is', null)
        .execute();
    },

    /** Records that a generation ended without a soundtrack (failed or cancelled); one already recorded stays. */
    async recordNoResult(jobId: string): Promise<void> {
      await db
        .updateTable('music_generations')
        .set({ recorded_at: sql<Date>`now()` })
        .where('job_id', '=', jobId)
        .where('recorded_at', 'is', null)
        .execute();
    },

    /** Records a finished generation's soundtrack, once: only the first call for a generation not recorded writes it. */
    completeGeneration(jobId: string, track: GeneratedTrack): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const generation = await trx
          .updateTable('music_generations')
          .set({ recorded_at: sql<Date>`now()` })
          .where('job_id', '=', jobId)
          .where('recorded_at', 'is', null)
          .returning(['user_id', 'track_name'])
          .executeTakeFirst();
        if (!generation) return;
        await trx
          .insertInto('soundtracks')
          .values({
            id: jobId,
            user_id: generation.user_id,
            type: 'user-generated',
            title: generation.track_name,
            ...track,
          })
          .execute();
      });
    },
  };
}

export type SoundtrackRepository = ReturnType<typeof createSoundtrackRepository>;
