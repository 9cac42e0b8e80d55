import type {
  NewInvitation,
  NewPublisher,
  MemberPermission,
  PendingInvitation,
  PublisherMember,
  PublisherMembers,
  PublisherMembership,
  PublisherPermission,
  SentInvitation,
} from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { PublisherTables } from './table.ts';

export function createPublisherRepository(base: Kysely<Database>) {
  const db = base.withTables<PublisherTables>();

  /** Deletes a pending invitation of that id which `addressed` (its publisher, or its e-mail) matches. */
  const deletePendingInvitation = async (
    invitationId: string,
    addressed: { column: 'publisher_id' | 'email'; value: string },
  ): Promise<boolean> => {
    const deleted = await db
      .deleteFrom('publisher_invitations')
      .where('id', '=', invitationId)
      .where(addressed.column, '=', addressed.value)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  };

  const memberships = () =>
    db
      .selectFrom('publisher_memberships')
      .innerJoin('publishers', 'publishers.id', 'publisher_memberships.publisher_id')
      .select([
        'publishers.id',
        'publishers.name',
        'publishers.plan_type',
        'publisher_memberships.permission_level',
        'publisher_memberships.created_at',
      ]);

  type MembershipRow = Awaited<ReturnType<ReturnType<typeof memberships>['executeTakeFirstOrThrow']>>;
  const toMembership = (row: MembershipRow): PublisherMembership => ({
    publisherId: { _id: row.id, name: row.name, planType: row.plan_type },
    permissionLevel: row.permission_level,
    status: 'active',
  });

  return {
    /** Makes the publisher with its creator as 'owner', in one transaction. */
    async create(userId: string, publisher: NewPublisher): Promise<PublisherMembership> {
      const id = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('publishers')
          .values({ name: publisher.name, plan_type: publisher.plan })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('publisher_memberships')
          .values({ publisher_id: created.id, user_id: userId, permission_level: 'owner' })
          .execute();
        return created.id;
      });
      return toMembership(
        await memberships()
          .where('publisher_memberships.publisher_id', '=', id)
          .where('publisher_memberships.user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      );
    },

    /** The user's memberships, oldest first. */
    async membershipsOf(userId: string): Promise<PublisherMembership[]> {
      const rows = await memberships()
        .where('publisher_memberships.user_id', '=', userId)
        .orderBy('publisher_memberships.created_at')
        .orderBy('publishers.id')
        .execute();
      return rows.map(toMembership);
    },

    /**
     * Deletes the publishers the user owns (their memberships and invitations go with them; projects assigned to one
     * stay with their owners, unassigned); answers each one's name and its other members' e-mail addresses.
     */
    async deleteOwnedBy(userId: string): Promise<Array<{ name: string; memberEmails: string[] }>> {
      return db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('publisher_memberships')
          .select('publisher_id')
          .where('user_id', '=', userId)
          .where('permission_level', '=', 'owner');
        const members = await trx
          .selectFrom('publishers')
          .leftJoin('publisher_memberships', (join) =>
            join
              .onRef('publisher_memberships.publisher_id', '=', 'publishers.id')
              .on('publisher_memberships.user_id', '!=', userId),
          )
          .leftJoin('users', 'users.id', 'publisher_memberships.user_id')
          .select(['publishers.id', 'publishers.name', 'users.email'])
          .where('publishers.id', 'in', owned)
          .execute();
        if (members.length === 0) return [];
        await trx.deleteFrom('publishers').where('id', 'in', owned).execute();
        const byPublisher = new Map<string, { name: string; memberEmails: string[] }>();
        for (const { id, name, email } of members) {
          const publisher = byPublisher.get(id) ?? { name, memberEmails: [] };
          if (email) publisher.memberEmails.push(email);
          byPublisher.set(id, publisher);
        }
        return [...byPublisher.values()];
      });
    },

    /** The user's level in the publisher, if they are a member. */
    async permissionOf(publisherId: string, userId: string): Promise<PublisherPermission | undefined> {
      const row = await db
        .selectFrom('publisher_memberships')
        .select('permission_level')
        .where('publisher_id', '=', publisherId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.permission_level;
    },

    async isMemberByEmail(publisherId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('publisher_memberships')
        .innerJoin('users', 'users.id', 'publisher_memberships.user_id')
        .select('publisher_memberships.user_id')
        .where('publisher_memberships.publisher_id', '=', publisherId)
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Invites the address, or changes the permission of its pending invitation. */
    async invite(publisherId: string, invitedBy: string, invitation: NewInvitation): Promise<SentInvitation> {
      const row = await db
        .insertInto('publisher_invitations')
        .values({
          publisher_id: publisherId,
          email: invitation.email,
          permission_level: invitation.permission,
          invited_by: invitedBy,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['publisher_id', 'email'])
            .where('status', '=', 'pending')
            .doUpdateSet({ permission_level: invitation.permission, invited_by: invitedBy }),
        )
        .returning(['id', 'email', 'permission_level'])
        .executeTakeFirstOrThrow();
      return { _id: row.id, email: row.email, permission: row.permission_level, status: 'pending' };
    },

    /** The publisher's members, owner first, then admins, editors and viewers, each by name; its pending invitations. */
    async membersOf(publisherId: string): Promise<PublisherMembers> {
      const [members, invitations] = await Promise.all([
        db
          .selectFrom('publisher_memberships')
          .innerJoin('users', 'users.id', 'publisher_memberships.user_id')
          .select(['users.id', 'users.full_name', 'users.email', 'publisher_memberships.permission_level'])
          .where('publisher_memberships.publisher_id', '=', publisherId)
          .orderBy(
            sql`array_position(array['owner', 'admin', 'editor', 'viewer'], publisher_memberships.permission_level)`,
          )
          .orderBy('users.full_name')
          .orderBy('users.id')
          .execute(),
        db
          .selectFrom('publisher_invitations')
          .select(['id', 'email', 'permission_level'])
          .where('publisher_id', '=', publisherId)
          .where('status', '=', 'pending')
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return {
        members: members.map((row): PublisherMember => ({
          userId: row.id,
          fullName: row.full_name,
          email: row.email ?? '',
          permission: row.permission_level,
        })),
        invitations: invitations.map((row) => ({
          _id: row.id,
          email: row.email,
          permission: row.permission_level,
          status: 'pending',
        })),
      };
    },
    /** Changes the level of a member whose level is one of `managed`; false when there is no such member. */
    async setPermission(
      publisherId: string,
      userId: string,
      level: MemberPermission['permission'],
      managed: readonly MemberPermission['permission'][],
    ): Promise<boolean> {
      if (managed.length === 0) return false;
      const changed = await db
        .updateTable('publisher_memberships')
        .set({ permission_level: level })
        .where('publisher_id', '=', publisherId)
        .where('user_id', '=', userId)
        .where('permission_level', 'in', managed)
        .executeTakeFirst();
      return changed.numUpdatedRows > 0n;
    },
    /** Ends the membership of a member whose level is one of `managed`; false when there is no such member. */
    async removeMember(
      publisherId: string,
      userId: string,
      managed: readonly MemberPermission['permission'][],
    ): Promise<boolean> {
      if (managed.length === 0) return false;
      const removed = await db
        .deleteFrom('publisher_memberships')
        .where('publisher_id', '=', publisherId)
        .where('user_id', '=', userId)
        .where('permission_level', 'in', managed)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
    /** Withdraws the publisher's pending invitation; false when it has none of that id. */
    revokeInvitation(publisherId: string, invitationId: string): Promise<boolean> {
      return deletePendingInvitation(invitationId, { column: 'publisher_id', value: publisherId });
    },
    /** Declines (deletes) the pending invitation addressed to this (lower-cased) e-mail; false when there is none. */
    decline(invitationId: string, email: string): Promise<boolean> {
      return deletePendingInvitation(invitationId, { column: 'email', value: email });
    },
    /** Pending invitations addressed to this (lower-cased) e-mail, oldest first. */
    async pendingFor(email: string): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom('publisher_invitations')
        .innerJoin('publishers', 'publishers.id', 'publisher_invitations.publisher_id')
        .innerJoin('users', 'users.id', 'publisher_invitations.invited_by')
        .select([
          'publisher_invitations.id',
          'publisher_invitations.permission_level',
          'publishers.id as publisher_id',
          'publishers.name as publisher_name',
          'users.full_name as invited_by',
        ])
        .where('publisher_invitations.email', '=', email)
        .where('publisher_invitations.status', '=', 'pending')
        .orderBy('publisher_invitations.created_at')
        .orderBy('publisher_invitations.id')
        .execute();
      return rows.map((row) => ({
        _id: row.id,
        publisher: { _id: row.publisher_id, name: row.publisher_name },
        permission: row.permission_level,
        invitedBy: row.invited_by,
      }));
    },

    /**
     * Accepts the pending invitation addressed to `email` for `userId`: marks it accepted and makes the membership (a
     * member already keeps their level), in one transaction. Undefined when there is no such pending invitation.
     */
    async accept(invitationId: string, email: string, userId: string): Promise<PublisherMembership | undefined> {
      const publisherId = await db.transaction().execute(async (trx) => {
        const invitation = await trx
          .updateTable('publisher_invitations')
          .set({ status: 'accepted' })
          .where('id', '=', invitationId)
          .where('email', '=', email)
          .where('status', '=', 'pending')
          .returning(['publisher_id', 'permission_level'])
          .executeTakeFirst();
        if (!invitation) return undefined;
        await trx
          .insertInto('publisher_memberships')
          .values({
            publisher_id: invitation.publisher_id,
            user_id: userId,
            permission_level: invitation.permission_level,
          })
          .onConflict((conflict) => conflict.columns(['publisher_id', 'user_id']).doNothing())
          .execute();
        return invitation.publisher_id;
      });
      if (!publisherId) return undefined;
      const row = await memberships()
        .where('publisher_memberships.publisher_id', '=', publisherId)
        .where('publisher_memberships.user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toMembership(row);
    },
  };
}

export type PublisherRepository = ReturnType<typeof createPublisherRepository>;
