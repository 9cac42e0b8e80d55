import { isUuid, LIBRARY_QUERY_MESSAGES, PROJECT_NAME_MAX, type LibrarySort } from '@reeltalk/contracts';
import { BadRequest } from '@reeltalk/server-kit';

/**
 * Where a library page ended, in its sort: the last row's sort value (updated_at as ISO text with its microseconds
 * kept, or its lower-cased name) and its id.
 */
export interface LibraryPosition {
  value: string;
  id: string;
}

// Postgres keeps microseconds; a JS Date would round them away and repeat or skip rows at a page boundary.
const MICROSECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const VALID_VALUE: Record<LibrarySort, (value: string) => boolean> = {
  updated: (value) => MICROSECOND_ISO.test(value),
  // Lower-casing may lengthen a name a little (İ becomes i̇).
  name: (value) => value.length <= 2 * PROJECT_NAME_MAX,
};

/** Opaque to the browser: base64url of the position; a cursor of the name order also names it. */
export function encodeCursor(sort: LibrarySort, position: LibraryPosition): string {
  const parts = sort === 'updated' ? [position.value, position.id] : [sort, position.value, position.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor this library did not give, or gave for another order, is refused (400) rather than read as page one. */
export function decodeCursor(cursor: string, sort: LibrarySort): LibraryPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  }
  if (!Array.isArray(parsed)) throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  const parts = parsed as unknown[];
  const [value, id] = sort === 'updated' && parts.length === 2 ? parts : parts[0] === sort ? parts.slice(1) : [];
  if (
    parts.length > 3 ||
    typeof value !== 'string' ||
    !VALID_VALUE[sort](value) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  }
  return { value, id };
}
