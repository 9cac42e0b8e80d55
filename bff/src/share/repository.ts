import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { ShareLinkRow, ShareTables, ShownCommentRow } from './table.ts';

interface NewShareLink {
  projectId: string;
  keyHash: string;
  recipients: string[];
  message: string | null;
  feedback: boolean;
  createdBy: string;
  expiresAt: Date;
}

/** Who leaves a comment: a listener through a link, or a member of the project signed in as themselves. */
export type CommentAuthor = { linkId: string } | { userId: string };

export function createShareRepository(base: Kysely<Database>) {
  const db = base.withTables<ShareTables>();
  /** Comments as they are shown: a member's named by their account as it is now. */
  const shownComments = (from: typeof db = db) =>
    from
      .selectFrom('share_comments')
      .leftJoin('users', 'users.id', 'share_comments.author_user_id')
      .select([
        'share_comments.id',
        'share_comments.author_user_id',
        'share_comments.at_seconds',
        'share_comments.text',
        'share_comments.created_at',
      ])
      .select(sql<string | null>`coalesce(users.full_name, share_comments.name)`.as('name'));
  /** The comments of a project or of one link, in the order of the audio. */
  const commentsWhere = (column: 'share_comments.project_id' | 'share_comments.share_link_id', id: string) =>
    shownComments()
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
     * Adds a comment unless its author already left `perMinute` in the last minute: a link counts everyone holding it
     * together, a member counts alone on the project. One author's comments are counted and added one at a time (a
     * transaction lock per author), so comments posted at once cannot slip past the limit together.
     */
    addComment(
      projectId: string,
      author: CommentAuthor,
      comment: { atSeconds: number; name: string | null; text: string },
      perMinute: number,
    ): Promise<ShownCommentRow | undefined> {
      const linkId = 'linkId' in author ? author.linkId : null;
      const userId = 'userId' in author ? author.userId : null;
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`${linkId ?? projectId}/${userId ?? ''}`}))`.execute(trx);
        const inserted = await sql<{ id: string }>`
          insert into share_comments (project_id, share_link_id, author_user_id, at_seconds, name, text)
          select ${projectId}, ${linkId}, ${userId}, ${comment.atSeconds}, ${comment.name}, ${comment.text}
          where (
            select count(*) from share_comments
            where project_id = ${projectId}
              and share_link_id is not distinct from ${linkId}
              and author_user_id is not distinct from ${userId}
              and created_at > now() - interval '1 minute'
          ) < ${perMinute}
          returning id`.execute(trx);
        const id = inserted.rows[0]?.id;
        return id === undefined ? undefined : shownComments(trx).where('share_comments.id', '=', id).executeTakeFirst();
      });
    },

    /** Every comment on the project, listeners' and members', in the order of the audio: what its members see. */
    commentsOfProject(projectId: string): Promise<ShownCommentRow[]> {
      return commentsWhere('share_comments.project_id', projectId);
    },

    /** Comments left through one link, in the order of the audio: what that link's listeners see. */
    commentsOfLink(linkId: string): Promise<ShownCommentRow[]> {
      return commentsWhere('share_comments.share_link_id', linkId);
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
