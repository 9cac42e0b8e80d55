import type { MusicZone, NewMusicZone } from '@reeltalk/contracts';
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { SoundtrackTables } from '../soundtrack/table.ts';
import type { MusicZoneTables } from './table.ts';

type Db = Kysely<Database & MusicZoneTables & SoundtrackTables>;

/**
 * The project's music zones in list order (by time: start, then end, then the order they were added), each with what
 * the browser shows and plays of its soundtrack, as one JSON list: the zone list and GET /api/projects/:id read them
 * alike, and a zone's index in it is its address for DELETE.
 */
export const musicZonesOf = (projectId: Expression<string>) => sql<MusicZone[]>`coalesce((
  select jsonb_agg(jsonb_build_object(
      'soundtrackId', s.id, 'start_time', z.start_time, 'end_time', z.end_time, 'volume', z.volume, 'title', s.title,
      'short_description', s.short_description, 'type', s.type, 'source_audio', jsonb_build_object('file', s.file_key))
    order by z.start_time, z.end_time, z.position)
  from music_zones z join soundtracks s on s.id = z.soundtrack_id
  where z.project_id = ${projectId}), '[]'::jsonb)`;

export function createMusicZoneRepository(base: Kysely<Database>) {
  const db: Db = base.withTables<MusicZoneTables & SoundtrackTables>();
  /** The zone at `index` in list order (by time, as musicZonesOf lists them). */
  const positionAt = (projectId: string, index: number) =>
    db
      .selectFrom('music_zones')
      .select('position')
      .where('project_id', '=', projectId)
      .orderBy('start_time')
      .orderBy('end_time')
      .orderBy('position')
      .offset(index)
      .limit(1);

  return {
    async list(projectId: string): Promise<MusicZone[]> {
      const { rows } = await sql<{ zones: MusicZone[] }>`select ${musicZonesOf(sql.val(projectId))} as zones`.execute(
        db,
      );
      return rows[0]?.zones ?? [];
    },

    /**
     * Adds the zone last unless `problem(how many zones the project holds)` says why not (answered instead). The count
     * is read under a lock of the project's row, so two adds at once cannot both take the last free place.
     */
    add(projectId: string, zone: NewMusicZone, problem: (savedZones: number) => string | null): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
        const { saved } = await trx
          .selectFrom('music_zones')
          .select((eb) => eb.fn.countAll<string>().as('saved'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow();
        const refused = problem(Number(saved));
        if (refused) return refused;
        await trx
          .insertInto('music_zones')
          .values({
            project_id: projectId,
            soundtrack_id: zone.soundtrackId,
            start_time: zone.start_time,
            end_time: zone.end_time,
            volume: zone.volume,
          })
          .execute();
        return null;
      });
    },

    /** The projects whose zones play the music stored under `key` (a track or its preview). */
    async projectsPlaying(key: string): Promise<string[]> {
      const rows = await db
        .selectFrom('music_zones')
        .innerJoin('soundtracks', 'soundtracks.id', 'music_zones.soundtrack_id')
        .select('music_zones.project_id')
        .distinct()
        .where((eb) => eb.or([eb('soundtracks.file_key', '=', key), eb('soundtracks.preview_key', '=', key)]))
        .execute();
      return rows.map((row) => row.project_id);
    },

    /** Deletes the zone at `index` in list order; false when there is none there. */
    async removeAt(projectId: string, index: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('music_zones')
        .where('position', '=', positionAt(projectId, index))
        .executeTakeFirst();
      return numDeletedRows > 0n;
    },
    /** Sets the volume of the zone at `index` in list order; false when there is none there. */
    async setVolumeAt(projectId: string, index: number, volume: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('music_zones')
        .set({ volume })
        .where('position', '=', positionAt(projectId, index))
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
  };
}

export type MusicZoneRepository = ReturnType<typeof createMusicZoneRepository>;
