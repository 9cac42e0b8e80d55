import { isUuid, LIBRARY_QUERY_MESSAGES } from '@reeltalk/contracts';
import { BadRequest } from '@reeltalk/server-kit';

/** Where a library page ended: the last row's updated_at (ISO text, microseconds kept) and id. */
interface LibraryPosition {
  updatedAt: string;
  id: string;
}

// Postgres keeps microseconds; a JS Date would round them away and repeat or skip rows at a page boundary.
const MICROSECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the browser: base64url of the position. */
export function encodeCursor(position: LibraryPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString('base64url');
}

/** A cursor this library did not give is refused (400) rather than read as the first page. */
export function decodeCursor(cursor: string): LibraryPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  const [updatedAt, id] = parsed as unknown[];
  if (typeof updatedAt !== 'string' || !MICROSECOND_ISO.test(updatedAt) || typeof id !== 'string' || !isUuid(id)) {
    throw new BadRequest(LIBRARY_QUERY_MESSAGES.cursor);
  }
  return { updatedAt, id };
}
