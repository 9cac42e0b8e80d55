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
      'Sign in (or sign up) with this e-mail address and accept the invitation on your account page:',
      `${invitation.appUrl}/app/account`,
    ].join('\n'),
  };
}
