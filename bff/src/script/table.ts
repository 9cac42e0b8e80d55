import type { ScriptVersionKind } from '@reeltalk/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type ScriptVersionTable = {
  id: Generated<string>;
  project_id: string;
  /** 1 for the uploaded document, then one more for each version. */
  number: number;
  kind: ScriptVersionKind;
  /** The media-service's key of the script: the uploaded document's, or a stored version's units. */
  script_key: string;
  word_count: number;
  /** For a restore: the number of the version it brought back. */
  restored_from: number | null;
  created_at: ColumnType<Date, never, never>;
};

export type ScriptTables = {
  script_versions: ScriptVersionTable;
  /** The project's column this feature keeps: the version narrated now, null for the uploaded document as it is. */
  projects: { script_version_id: ColumnType<string | null, string | null | undefined, string | null> };
};

export type ScriptVersionRow = Selectable<ScriptVersionTable>;
