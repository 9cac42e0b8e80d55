import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_DEFAULT, LIBRARY_QUERY_MESSAGES, libraryQuerySchema } from './library.ts';

describe('the library query', () => {
  it('defaults to the first page of 30 with no filter', () => {
    const firstPage = { genres: [], limit: LIBRARY_PAGE_DEFAULT, sort: 'updated' };
    expect(libraryQuerySchema.parse({})).toEqual(firstPage);
    expect(libraryQuerySchema.parse({ status: 'all', q: '   ' })).toEqual(firstPage);
  });

  it('splits comma-separated and repeated genres, trimmed, empty ones dropped', () => {
    expect(libraryQuerySchema.parse({ genres: ' Drama, ,Jazz ' }).genres).toEqual(['Drama', 'Jazz']);
    expect(libraryQuerySchema.parse({ genres: ['Drama', 'Jazz,Pop'] }).genres).toEqual(['Drama', 'Jazz', 'Pop']);
  });

  it('trims the search and reads the limit from the query text', () => {
    expect(libraryQuerySchema.parse({ q: '  Ann ', limit: '5', status: 'draft' })).toEqual({
      q: 'Ann',
      limit: 5,
      status: 'draft',
      genres: [],
      sort: 'updated',
    });
  });

  it("keeps the caller's own projects or one publisher's, and sorts by name on request", () => {
    const publisher = '00000000-0000-4000-8000-0000000000c1';
    expect(libraryQuerySchema.parse({ publisher, sort: 'name' })).toMatchObject({ publisher, sort: 'name' });
    expect(libraryQuerySchema.parse({ publisher: 'mine' }).publisher).toBe('mine');
    expect(libraryQuerySchema.safeParse({ publisher: 'theirs' }).error?.issues[0]?.message).toBe(
      LIBRARY_QUERY_MESSAGES.publisher,
    );
    expect(libraryQuerySchema.safeParse({ sort: 'size' }).error?.issues[0]?.message).toBe(LIBRARY_QUERY_MESSAGES.sort);
  });

  it('refuses an unknown status and a limit outside 1..100 with clear messages', () => {
    expect(libraryQuerySchema.safeParse({ status: 'done' }).error?.issues[0]?.message).toBe(
      LIBRARY_QUERY_MESSAGES.status,
    );
    for (const limit of ['0', '101', '2.5', 'ten']) {
      expect(libraryQuerySchema.safeParse({ limit }).error?.issues[0]?.message).toBe(LIBRARY_QUERY_MESSAGES.limit);
    }
  });
});
