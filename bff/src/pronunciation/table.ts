import type { ColumnType, Generated, Selectable } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type PronunciationTable = {
  id: Generated<string>;
  /** Set for a project's entry, null for a user's. */
  project_id: string | null;
  /** Set for a user's entry (all of their projects), null for a project's. */
  user_id: string | null;
  term: string;
  /** The term as compared: contracts' termKey (case, apostrophes and spacing do not count). */
  term_key: string;
  respelling: string | null;
  ipa: string | null;
  created_at: ColumnType<Date, never, never>;
};

export type PronunciationTables = {
  pronunciations: PronunciationTable;
};

export type PronunciationRow = Selectable<PronunciationTable>;
