import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the catcher received, as its page and API show it. */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface MailCatcher {
  /** smtp://host:port, what the bff's SMTP_URL points at. */
  smtpUrl: string;
  /** The page listing what was sent (GET /), and its JSON (GET /api/messages, DELETE /api/messages). */
  pageUrl: string;
  messages(): CaughtMail[];
  stop(): Promise<void>;
}

/** The newest messages are kept; a development stack never needs more and a loop of sends cannot fill memory. */
const KEPT_MESSAGES = 500;
/** A development catcher refuses anything larger than any e-mail the product sends. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? '').filter(Boolean),
  );

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(messages: CaughtMail[]): string {
  const rows = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>From</b> ${escapeHtml(m.from)} · <b>To</b> ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ReelTalk: sent e-mail</title>
<style>body{font:15px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Sent e-mail (${messages.length})</h1>${rows || '<p>Nothing sent yet.</p>'}</body></html>`;
}

/**
 * A development SMTP server that keeps what it receives and shows it on a page, so e-mail the product sends (share
 * links, invitations) can be read without a real mail server. Loopback only, no authentication.
 */
export async function startMailCatcher(options: {
  host: string;
  smtpPort: number;
  pagePort: number;
}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.unshift({
            id: nextId++,
            from: addresses(mail.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            receivedAt: new Date().toISOString(),
          });
          caught.length = Math.min(caught.length, KEPT_MESSAGES);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, options.host, () => resolve());
  });

  const http: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/api/messages' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(caught));
    } else if (path === '/api/messages' && req.method === 'DELETE') {
      caught.length = 0;
      res.writeHead(204).end();
    } else if (path === '/' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(caught));
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.pagePort, options.host, () => resolve());
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const pagePort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${options.host}:${smtpPort}`,
    pageUrl: `http://${options.host}:${pagePort}`,
    messages: () => [...caught],
    stop: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
