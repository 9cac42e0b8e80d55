import { isUuid } from '@reeltalk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { NewVoiceModelRow, VoiceModelRow, VoiceModelTables } from './table.ts';

export function createVoiceModelRepository(base: Kysely<Database>) {
  const db = base.withTables<VoiceModelTables>();
  const visibleTo = (userId: string) =>
    db
      .selectFrom('voice_models')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]));

  return {
    /** The predefined voices in catalogue order, then the user's own, oldest first. */
    listFor(userId: string): Promise<VoiceModelRow[]> {
      return visibleTo(userId)
        .orderBy((eb) => eb('user_id', 'is not', null))
        .orderBy('position')
        .orderBy('created_at')
        .execute();
    },

    /** A voice the user may narrate with: predefined, or their own. */
    findFor(userId: string, id: string): Promise<VoiceModelRow | undefined> {
      if (!isUuid(id)) return Promise.resolve(undefined);
      return visibleTo(userId).where('id', '=', id).executeTakeFirst();
    },

    findDefault(): Promise<VoiceModelRow | undefined> {
      return db.selectFrom('voice_models').selectAll().where('is_default', '=', true).executeTakeFirst();
    },

    async countCustom(userId: string): Promise<number> {
      const { count } = await db
        .selectFrom('voice_models')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    insert(row: NewVoiceModelRow): Promise<VoiceModelRow> {
      return db.insertInto('voice_models').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('voice_models').where('id', '=', id).execute();
    },
  };
}

export type VoiceModelRepository = ReturnType<typeof createVoiceModelRepository>;
