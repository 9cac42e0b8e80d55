import {
  isUuid,
  PUBLISHER_MESSAGES,
  type NewInvitation,
  type NewPublisher,
  type PendingInvitation,
  type PublisherMembership,
  type SentInvitation,
} from '@reeltalk/contracts';
import { Conflict, Forbidden, NotFound } from '@reeltalk/server-kit';
import type { Caller } from '../state.ts';
import type { PublisherRepository } from './repository.ts';

/** The caller's e-mail as invitations store it; an account without one is invited to nothing. */
const emailOf = (caller: Caller): string | undefined => caller.email?.trim().toLowerCase();

export function createPublisherService(publishers: PublisherRepository) {
  return {
    create(caller: Caller, publisher: NewPublisher): Promise<PublisherMembership> {
      return publishers.create(caller.userId, publisher);
    },

    membershipsOf(caller: Caller): Promise<PublisherMembership[]> {
      return publishers.membershipsOf(caller.userId);
    },

    /**
     * Only the publisher's admins and owners invite; to anyone else the publisher reads as missing unless they are a
     * member (then they learn why not).
     */
    async invite(caller: Caller, publisherId: string, invitation: NewInvitation): Promise<SentInvitation> {
      const level = isUuid(publisherId) ? await publishers.permissionOf(publisherId, caller.userId) : undefined;
      if (!level) throw new NotFound(PUBLISHER_MESSAGES.notFound);
      if (level !== 'owner' && level !== 'admin') throw new Forbidden(PUBLISHER_MESSAGES.onlyAdminsInvite);
      if (await publishers.isMemberByEmail(publisherId, invitation.email)) {
        throw new Conflict(PUBLISHER_MESSAGES.alreadyMember);
      }
      return publishers.invite(publisherId, caller.userId, invitation);
    },

    async pendingInvitations(caller: Caller): Promise<PendingInvitation[]> {
      const email = emailOf(caller);
      return email ? publishers.pendingFor(email) : [];
    },

    /** An invitation addressed to anyone else reads as missing. */
    async accept(caller: Caller, invitationId: string): Promise<PublisherMembership> {
      const email = emailOf(caller);
      const membership =
        email && isUuid(invitationId) ? await publishers.accept(invitationId, email, caller.userId) : undefined;
      if (!membership) throw new NotFound(PUBLISHER_MESSAGES.invitationNotFound);
      return membership;
    },
  };
}

export type PublisherService = ReturnType<typeof createPublisherService>;
