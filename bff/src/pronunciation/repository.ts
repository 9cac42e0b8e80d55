import { mergePronunciations, termKey, type PronunciationEntry } from '@reeltalk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { PronunciationRow, PronunciationTables } from './table.ts';

/** Whose dictionary an entry is in: a project's, or a user's (for all of their projects). */
export type DictionaryOwner = { projectId: string } | { userId: string };

interface EntryValues {
  owner: DictionaryOwner;
  term: string;
  respelling?: string | undefined;
  ipa?: string | undefined;
}

// Postgres' unique_violation: the dictionary already has an entry of that term.
const isDuplicate = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

const columns = ({ owner, term, respelling, ipa }: EntryValues) => ({
  project_id: 'projectId' in owner ? owner.projectId : null,
  user_id: 'userId' in owner ? owner.userId : null,
  term,
  term_key: termKey(term),
  respelling: respelling ?? null,
  ipa: ipa ?? null,
});

const asEntry = (row: PronunciationRow): PronunciationEntry => ({
  term: row.term,
  ...(row.respelling === null ? { ipa: row.ipa ?? '' } : { respelling: row.respelling }),
});

export function createPronunciationRepository(base: Kysely<Database>) {
  const db = base.withTables<PronunciationTables>();

  const ofOwner = (owner: DictionaryOwner) => {
    const query = db.selectFrom('pronunciations').selectAll();
    return 'projectId' in owner
      ? query.where('project_id', '=', owner.projectId)
      : query.where('user_id', '=', owner.userId);
  };

  /** Runs a write that may meet an entry of the same term: undefined then. */
  const unlessDuplicate = async (write: Promise<PronunciationRow>): Promise<PronunciationRow | undefined> => {
    try {
      return await write;
    } catch (error) {
      if (isDuplicate(error)) return undefined;
      throw error;
    }
  };

  return {
    /** The dictionary's entries, by term. */
    list(owner: DictionaryOwner): Promise<PronunciationRow[]> {
      return ofOwner(owner).orderBy('term_key').execute();
    },

    async count(owner: DictionaryOwner): Promise<number> {
      const { count } = await ofOwner(owner)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    find(id: string): Promise<PronunciationRow | undefined> {
      return db.selectFrom('pronunciations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The new entry; undefined when its dictionary already has the term. */
    insert(values: EntryValues): Promise<PronunciationRow | undefined> {
      return unlessDuplicate(
        db.insertInto('pronunciations').values(columns(values)).returningAll().executeTakeFirstOrThrow(),
      );
    },

    /** The entry as changed (perhaps into another dictionary); undefined when that dictionary already has the term. */
    update(id: string, values: EntryValues): Promise<PronunciationRow | undefined> {
      return unlessDuplicate(
        db
          .updateTable('pronunciations')
          .set(columns(values))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('pronunciations').where('id', '=', id).execute();
    },

    /** What a narration of the project reads with: its own entries over those of its owner of the same term. */
    async dictionary(projectId: string, ownerId: string): Promise<PronunciationEntry[]> {
      const rows = await db
        .selectFrom('pronunciations')
        .selectAll()
        .where((eb) => eb.or([eb('project_id', '=', projectId), eb('user_id', '=', ownerId)]))
        .orderBy('term_key')
        .execute();
      const entries = (scope: 'project' | 'user') =>
        rows.filter((row) => (scope === 'project') === (row.project_id !== null)).map(asEntry);
      return mergePronunciations(entries('project'), entries('user'));
    },
  };
}

export type PronunciationRepository = ReturnType<typeof createPronunciationRepository>;
