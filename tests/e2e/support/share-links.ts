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
