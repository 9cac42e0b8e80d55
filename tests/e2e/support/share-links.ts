import { connectToStackDatabase } from './stack-database.ts';
import { stack } from './stack.ts';

/** An e-mail as the mail catcher's GET /api/messages lists it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every e-mail the stack has sent to `address`. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.mailCatcherUrl}/api/messages`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.to.includes(address));
}

/** The three parts of a share link, as the shared page reads them from its address. */
export function shareLinkParts(url: string): { pId: string; uId: string; key: string } {
  const query = new URL(url).searchParams;
  return { pId: query.get('pId') ?? '', uId: query.get('uId') ?? '', key: query.get('key') ?? '' };
}

/**
 * Makes a share link's expiry pass, as 30 days would: its expires_at is set a minute in the past in the stack's
 * database (the server decides expiry by its own clock, so a browser clock could not).
 */
export async function expireShareLink(linkId: string): Promise<void> {
  const client = await connectToStackDatabase();
  try {
    const { rowCount } = await client.query(
      `update share_links set expires_at = now() - interval '1 minute' where id = $1`,
      [linkId],
    );
    if (rowCount !== 1) throw new Error(`no share link ${linkId} to expire`);
  } finally {
    await client.end();
  }
}
