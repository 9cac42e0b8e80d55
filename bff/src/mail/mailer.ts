import nodemailer from 'nodemailer';

/** An e-mail the product sends: to people who asked for it or were named by a creator (share links, invitations). */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through the SMTP server SMTP_URL names (the embedded mail catcher on one machine, a real one in production). */
export function createMailer(settings: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: settings.from, to, subject, text });
    },
  };
}
