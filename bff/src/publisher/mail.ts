import { INVITATIONS_ANCHOR } from '@reeltalk/contracts';
import type { Mail } from '../mail/mailer.ts';

/** The e-mail an invited member gets: who invites them where, at which level, and where to accept. */
export function invitationMail(invitation: {
  to: string;
  invitedBy: string;
  publisherName: string;
  permission: string;
  appUrl: string;
}): Mail {
  const level = invitation.permission.charAt(0).toUpperCase() + invitation.permission.slice(1);
  return {
    to: [invitation.to],
    subject: `${invitation.invitedBy} invited you to ${invitation.publisherName} on ReelTalk`,
    text: [
      `${invitation.invitedBy} invited you to join the publisher account "${invitation.publisherName}" on ReelTalk as ${level}.`,
      '',
      'Sign in (or sign up) with this e-mail address and accept or decline the invitation on your account page:',
      `${invitation.appUrl}/app/account#${INVITATIONS_ANCHOR}`,
    ].join('\n'),
  };
}

/** The e-mail each member of a publisher gets when its owner deleted their account, and the publisher with it. */
export function publisherClosedMail(closed: { to: string[]; publisherName: string; appUrl: string }): Mail {
  return {
    to: closed.to,
    subject: `The publisher account "${closed.publisherName}" on ReelTalk was closed`,
    text: [
      `The owner of the publisher account "${closed.publisherName}" deleted their ReelTalk account, and the publisher account with it.`,
      '',
      'You are no longer a member and no longer see its projects. Projects of yours that were assigned to it stay yours, unassigned:',
      `${closed.appUrl}/app/my-library`,
    ].join('\n'),
  };
}
