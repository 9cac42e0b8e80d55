import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { ShareCommentRow, ShareLinkRow, ShareTables } from './table.ts';

interface NewShareLink {
  projectId: string;
  keyHash: string;
  recipients: string[];
  message: string | null;
  feedback: boolean;
  createdBy: string;
  expiresAt: Date;
}

export function createShareRepository(base: Kysely<Database>) {
  const db = base.withTables<ShareTables>();
  const commentsWhere = (column: 'share_links.project_id' | 'share_links.id', id: string) =>
    db
      .selectFrom('share_comments')
      .innerJoin('share_links', 'share_links.id', 'share_comments.share_link_id')
      .selectAll('share_comments')
      .where(column, '=', id)
      .orderBy('share_comments.at_seconds')
      .orderBy('share_comments.created_at')
      .execute();
  return {
    insert(link: NewShareLink): Promise<ShareLinkRow> {
      return db
        .insertInto('share_links')
        .values({
          project_id: link.projectId,
          key_hash: link.keyHash,
          recipients: JSON.stringify(link.recipients),
          message: link.message,
          feedback: link.feedback,
          created_by: link.createdBy,
          expires_at: link.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('share_links').where('id', '=', id).execute();
    },

    /** The project's links, newest first. */
    ofProject(projectId: string): Promise<ShareLinkRow[]> {
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Revokes a link of the project (once: a second revoke keeps the first time); undefined when it has no such link. */
    revoke(projectId: string, id: string): Promise<ShareLinkRow | undefined> {
      return db
        .updateTable('share_links')
        .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    byKeyHash(keyHash: string): Promise<ShareLinkRow | undefined> {
      return db.selectFrom('share_links').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    },

    /**
     * Adds a listener's comment unless the link already took `perMinute` in the last minute. Comments of one link are
     * counted and added one at a time (a transaction lock per link), so listeners posting at once cannot slip past
     * the limit together.
     */
    addComment(
      linkId: string,
      comment: { atSeconds: number; name: string | null; text: string },
      perMinute: number,
    ): Promise<ShareCommentRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${linkId}))`.execute(trx);
        const inserted = await sql<ShareCommentRow>`
          insert into share_comments (share_link_id, at_seconds, name, text)
          select ${linkId}, ${comment.atSeconds}, ${comment.name}, ${comment.text}
          where (
            select count(*) from share_comments
            where share_link_id = ${linkId} and created_at > now() - interval '1 minute'
          ) < ${perMinute}
          returning *`.execute(trx);
        return inserted.rows[0];
      });
    },

    /** Comments left through any link of the project, in the order of the audio: the owner's view. */
    commentsOfProject(projectId: string): Promise<ShareCommentRow[]> {
      return commentsWhere('share_links.project_id', projectId);
    },

    /** Comments left through one link, in the order of the audio: what that link's listeners see. */
    commentsOfLink(linkId: string): Promise<ShareCommentRow[]> {
      return commentsWhere('share_links.id', linkId);
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
