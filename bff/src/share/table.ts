import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ShareLinkTable {
  id: Generated<string>;
  project_id: string;
  /** SHA-256 (hex) of the access key; the key itself is only ever in the link. */
  key_hash: string;
  /** jsonb: written as JSON text (pg would make a JS array a Postgres array). */
  recipients: ColumnType<string[], string, never>;
  message: string | null;
  feedback: boolean;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A timed comment: a listener's (through `share_link_id`) or a member's (`author_user_id`), never both. */
export interface ShareCommentTable {
  id: Generated<string>;
  project_id: string;
  share_link_id: string | null;
  author_user_id: string | null;
  at_seconds: number;
  name: string | null;
  text: string;
  created_at: ColumnType<Date, never, never>;
}

export type ShareTables = {
  share_links: ShareLinkTable;
  share_comments: ShareCommentTable;
};

export type ShareLinkRow = Selectable<ShareLinkTable>;
export type ShareCommentRow = Selectable<ShareCommentTable>;
/** A comment as the lists read it: a member's `name` is their account's full name now. */
export type ShownCommentRow = Omit<ShareCommentRow, 'project_id' | 'share_link_id'>;
