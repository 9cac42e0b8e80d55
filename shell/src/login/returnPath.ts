import { DEFAULT_ROUTE_AFTER_LOGIN } from '@reeltalk/contracts';

type From = string | { pathname?: unknown; search?: unknown; hash?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The message another page sent along to /login (an expired session's), or ''. */
export function loginNotice(state: unknown): string {
  const notice = (state as { notice?: unknown } | null | undefined)?.notice;
  return typeof notice === 'string' ? notice : '';
}

/**
 * Where to go after signing in: the page the route guard sent us from (location.state.from, a path or a location),
 * or /app. Sign-in pages themselves are never a destination.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: From } | null | undefined)?.from;
  const path =
    typeof from === 'string' ? from : from ? `${text(from.pathname)}${text(from.search)}${text(from.hash)}` : '';
  if (!path.startsWith('/') || path.startsWith('//') || /^\/(login|signup)\b/.test(path))
    return DEFAULT_ROUTE_AFTER_LOGIN;
  return path;
}
