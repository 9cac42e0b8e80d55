import {
  isUuid,
  levelsManagedBy,
  PUBLISHER_MESSAGES,
  type MemberPermission,
  type NewInvitation,
  type NewPublisher,
  type PendingInvitation,
  type PublisherMembers,
  type PublisherMembership,
  type PublisherPermission,
  type SentInvitation,
} from '@reeltalk/contracts';
import { Conflict, Forbidden, NotFound } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import type { LimitService } from '../limits/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Caller } from '../state.ts';
import { invitationMail, publisherClosedMail } from './mail.ts';
import type { PublisherRepository } from './repository.ts';

/** The caller's e-mail as invitations store it; an account without one is invited to nothing. */
const emailOf = (caller: Caller): string | undefined => caller.email?.trim().toLowerCase();

export function createPublisherService(deps: {
  publishers: PublisherRepository;
  mailer: Mailer;
  limits: LimitService;
  /** Where the app is served, for the link in the invitation e-mail. */
  appUrl: string;
  logger: Logger;
}) {
  const { publishers, mailer, limits, appUrl, logger } = deps;

  /**
   * Tells the invitee by e-mail. The invitation also waits on their account page, so a mail server that is down
   * costs the e-mail (logged), not the invitation.
   */
  const tellInvitee = async (sent: SentInvitation) => {
    const invitation = (await publishers.pendingFor(sent.email)).find((pending) => pending._id === sent._id);
    if (!invitation) return;
    const mail = invitationMail({
      to: sent.email,
      invitedBy: invitation.invitedBy,
      publisherName: invitation.publisher.name,
      permission: invitation.permission,
      appUrl,
    });
    await mailer.send(mail).catch((error: unknown) => {
      logger.warn({ err: error, invitationId: sent._id }, 'could not send an invitation e-mail');
    });
  };

  /**
   * Only the publisher's admins and owners manage it; to anyone else the publisher reads as missing unless they are a
   * member (then they learn why not, with `refusal`). Answers the caller's level.
   */
  const administer = async (caller: Caller, publisherId: string, refusal: string): Promise<PublisherPermission> => {
    const level = isUuid(publisherId) ? await publishers.permissionOf(publisherId, caller.userId) : undefined;
    if (!level) throw new NotFound(PUBLISHER_MESSAGES.notFound);
    if (level !== 'owner' && level !== 'admin') throw new Forbidden(refusal);
    return level;
  };
  /** Only the owner makes someone an admin; admins give the levels they manage. */
  const mayGive = (level: PublisherPermission, permission: MemberPermission['permission']): void => {
    if (!levelsManagedBy(level).includes(permission)) throw new Forbidden(PUBLISHER_MESSAGES.onlyOwnerMakesAdmins);
  };
  /**
   * Changes a member whose level the caller (of `managerLevel`) manages, by id: `change` is given those levels, so a
   * member re-levelled meanwhile is not changed by someone who no longer may. The owner's level is theirs for good;
   * an admin is the owner's to change or remove; anyone else reads as missing.
   */
  const changeMember = async (
    publisherId: string,
    userId: string,
    managerLevel: PublisherPermission,
    change: (managed: readonly MemberPermission['permission'][]) => Promise<boolean>,
  ): Promise<void> => {
    if (!isUuid(userId)) throw new NotFound(PUBLISHER_MESSAGES.memberNotFound);
    if (await change(levelsManagedBy(managerLevel))) return;
    const level = await publishers.permissionOf(publisherId, userId);
    if (level === 'owner') throw new Forbidden(PUBLISHER_MESSAGES.ownerStays);
    if (level) throw new Forbidden(PUBLISHER_MESSAGES.onlyOwnerManagesAdmins);
    throw new NotFound(PUBLISHER_MESSAGES.memberNotFound);
  };
  return {
    create(caller: Caller, publisher: NewPublisher): Promise<PublisherMembership> {
      return publishers.create(caller.userId, publisher);
    },

    membershipsOf(caller: Caller): Promise<PublisherMembership[]> {
      return publishers.membershipsOf(caller.userId);
    },

    /** Only the publisher's admins and owners invite, and only its owner as an admin. */
    async invite(caller: Caller, publisherId: string, invitation: NewInvitation): Promise<SentInvitation> {
      mayGive(await administer(caller, publisherId, PUBLISHER_MESSAGES.onlyAdminsInvite), invitation.permission);
      if (await publishers.isMemberByEmail(publisherId, invitation.email)) {
        throw new Conflict(PUBLISHER_MESSAGES.alreadyMember);
      }
      await limits.mail(caller, 'invitations', [invitation.email]);
      const sent = await publishers.invite(publisherId, caller.userId, invitation);
      await tellInvitee(sent);
      return sent;
    },

    /** The members and pending invitations, for the publisher's admins and owners. */
    async members(caller: Caller, publisherId: string): Promise<PublisherMembers> {
      await administer(caller, publisherId, PUBLISHER_MESSAGES.onlyAdminsManage);
      return publishers.membersOf(publisherId);
    },
    /** A new level for a member; the next request of theirs is answered by it (levels are read on every request). */
    async setPermission(caller: Caller, publisherId: string, userId: string, body: MemberPermission): Promise<void> {
      const level = await administer(caller, publisherId, PUBLISHER_MESSAGES.onlyAdminsManage);
      mayGive(level, body.permission);
      await changeMember(publisherId, userId, level, (managed) =>
        publishers.setPermission(publisherId, userId, body.permission, managed),
      );
    },
    /** Ends a membership: the publisher's projects are out of the member's reach from their next request. */
    async removeMember(caller: Caller, publisherId: string, userId: string): Promise<void> {
      const level = await administer(caller, publisherId, PUBLISHER_MESSAGES.onlyAdminsManage);
      await changeMember(publisherId, userId, level, (managed) =>
        publishers.removeMember(publisherId, userId, managed),
      );
    },
    /** Withdraws a pending invitation: it can no longer be accepted. */
    async revokeInvitation(caller: Caller, publisherId: string, invitationId: string): Promise<void> {
      await administer(caller, publisherId, PUBLISHER_MESSAGES.onlyAdminsManage);
      const revoked = isUuid(invitationId) && (await publishers.revokeInvitation(publisherId, invitationId));
      if (!revoked) throw new NotFound(PUBLISHER_MESSAGES.invitationNotFound);
    },
    /**
     * The invitee says no: the invitation is gone (the publisher may invite them again). As for accepting, only an
     * account seen to receive mail at the address may, so nobody declines on someone else's behalf.
     */
    async decline(caller: Caller, invitationId: string): Promise<void> {
      if (!caller.emailVerified) throw new Forbidden(PUBLISHER_MESSAGES.verifyEmailToDecline);
      const email = emailOf(caller);
      const declined = email && isUuid(invitationId) && (await publishers.decline(invitationId, email));
      if (!declined) throw new NotFound(PUBLISHER_MESSAGES.invitationNotFound);
    },
    async pendingInvitations(caller: Caller): Promise<PendingInvitation[]> {
      const email = emailOf(caller);
      return email ? publishers.pendingFor(email) : [];
    },

    /**
     * An account that goes takes the publishers it owns with it: their members lose access at once and are told by
     * e-mail (a mail server that is down costs the e-mail, logged, not the deletion).
     */
    async closeOwnedBy(userId: string): Promise<void> {
      for (const { name, memberEmails } of await publishers.deleteOwnedBy(userId)) {
        if (memberEmails.length === 0) continue;
        await mailer
          .send(publisherClosedMail({ to: memberEmails, publisherName: name, appUrl }))
          .catch((error: unknown) => {
            logger.warn({ err: error, userId }, 'could not tell the members of a closed publisher');
          });
      }
    },

    /**
     * Only an account whose provider has seen it receive mail at the invited address may accept (anyone could sign up
     * with an address that is not theirs); an invitation addressed to anyone else reads as missing.
     */
    async accept(caller: Caller, invitationId: string): Promise<PublisherMembership> {
      if (!caller.emailVerified) throw new Forbidden(PUBLISHER_MESSAGES.verifyEmailToAccept);
      const email = emailOf(caller);
      const membership =
        email && isUuid(invitationId) ? await publishers.accept(invitationId, email, caller.userId) : undefined;
      if (!membership) throw new NotFound(PUBLISHER_MESSAGES.invitationNotFound);
      return membership;
    },
  };
}

export type PublisherService = ReturnType<typeof createPublisherService>;
