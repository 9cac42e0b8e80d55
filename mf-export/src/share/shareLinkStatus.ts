import type { ShareLink } from '@reeltalk/contracts';

type ShareLinkStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the owner's act is what the row should remember. */
export function shareLinkStatus(link: Pick<ShareLink, 'expiresAt' | 'revokedAt'>, now: number): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) <= now ? 'expired' : 'active';
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A link's creation or expiry as people read it: 'Nov 23, 2026'. */
export const readableDate = (iso: string): string => DAY_FORMAT.format(new Date(iso));
