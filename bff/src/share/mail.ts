import type { Mail } from '../mail/mailer.ts';

/** The e-mail a recipient of a share link gets: who shares what, their note, the link and until when it opens. */
export function shareMail(share: {
  to: string;
  senderName: string;
  projectName: string;
  message: string | null;
  url: string;
  expiresAt: Date;
  feedback: boolean;
}): Mail {
  const until = share.expiresAt.toISOString().slice(0, 10);
  const lines = [
    `${share.senderName} shared the audiobook "${share.projectName}" with you on ReelTalk.`,
    ...(share.message ? ['', share.message] : []),
    '',
    share.feedback ? 'Listen, and leave your comments at any moment of it:' : 'Listen to it and download it here:',
    share.url,
    '',
    `The link opens until ${until}. No account is needed.`,
  ];
  return {
    to: [share.to],
    subject: `${share.senderName} shared "${share.projectName}" with you`,
    text: lines.join('\n'),
  };
}
