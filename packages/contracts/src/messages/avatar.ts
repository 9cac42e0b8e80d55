import { AVATAR_FALLBACK_LETTER } from '../limits.ts';

/** File name of the product's default placeholder picture, which counts as no picture. */
const DEFAULT_AVATAR_FILE = 'default-avatar.png';

/** First letter of the first and of the last word, upper-cased; one word gives one letter; no name gives 'R'. */
export function avatarInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return AVATAR_FALLBACK_LETTER;
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
}

/** A picture is shown only for an http(s) address that is not the default placeholder (inline svg data is not http). */
export function isRealPicture(url: string | null | undefined): boolean {
  if (!url || !URL.canParse(url)) return false;
  const { protocol, pathname } = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !pathname.endsWith(`/${DEFAULT_AVATAR_FILE}`);
}
