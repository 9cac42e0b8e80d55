import type { LibraryProject, LibraryQuery, LibrarySort, ProjectAccess } from '@reeltalk/contracts';
import { STATUS_FILTER_VALUES } from '@reeltalk/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db.ts';
import type { PublisherTables } from '../publisher/table.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

type LibraryDatabase = Database & PublisherTables;

/**
 * Each order of the library: the column it sorts by (the id breaking ties, in the same direction), that column as the
 * text a cursor keeps and the type it is read back as, and its direction (a later row compares below or above).
 */
const ORDERS: Record<
  LibrarySort,
  { column: RawBuilder<unknown>; text: RawBuilder<string>; type: RawBuilder<unknown>; direction: 'asc' | 'desc' }
> = {
  updated: {
    column: sql`projects.updated_at`,
    text: sql<string>`to_char(projects.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    type: sql`timestamptz`,
    direction: 'desc',
  },
  name: {
    column: sql`lower(projects.name)`,
    text: sql<string>`lower(projects.name)`,
    type: sql`text`,
    direction: 'asc',
  },
};

/** `text` as a LIKE pattern matching itself anywhere: %, _ and the escape character \ lose their meaning. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The caller's library: their own projects and those assigned to a publisher they are a member of. Filtering,
 * search, counting and paging are done by Postgres, so a library of 10,000 projects reads as fast as one of ten:
 * the visible set comes from the (user_id | publisher_id, updated_at, id) indexes, genres any-of from the GIN index
 * on genres, and the search from trigram indexes on the project name and the owner's full name.
 */
export function createLibraryRepository(base: Kysely<Database>) {
  const db = base.withTables<PublisherTables>();

  /**
   * `column = any(array(subquery))` rather than `column in (subquery)`: Postgres runs the subquery once and can then
   * answer the comparison from the column's index, also inside an OR (an IN subquery there is a filter on every row).
   */
  const anyOf = (subquery: Expression<unknown>) => sql<string>`any(array(${subquery}))`;

  const visibleTo =
    (userId: string) =>
    (eb: ExpressionBuilder<LibraryDatabase, 'projects'>): Expression<SqlBool> =>
      eb.or([
        eb('projects.user_id', '=', userId),
        eb(
          'projects.publisher_id',
          '=',
          anyOf(eb.selectFrom('publisher_memberships').select('publisher_id').where('user_id', '=', userId)),
        ),
      ]);

  const matching =
    (userId: string, query: LibraryQuery) =>
    (eb: ExpressionBuilder<LibraryDatabase, 'projects'>): Expression<SqlBool> => {
      const conditions = [visibleTo(userId)(eb)];
      if (query.publisher === 'mine') conditions.push(eb('projects.user_id', '=', userId));
      else if (query.publisher) conditions.push(eb('projects.publisher_id', '=', query.publisher));
      if (query.status) conditions.push(eb('projects.status', '=', STATUS_FILTER_VALUES[query.status]));
      if (query.genres.length > 0) {
        conditions.push(sql<SqlBool>`projects.genres && ${sql.val(query.genres)}::text[]`);
      }
      if (query.q) {
        const pattern = containsPattern(query.q);
        conditions.push(
          eb.or([
            eb('projects.name', 'ilike', pattern),
            eb(
              'projects.user_id',
              '=',
              anyOf(eb.selectFrom('users').select('id').where('full_name', 'ilike', pattern)),
            ),
          ]),
        );
      }
      return eb.and(conditions);
    };

  /** The three queries of a page: its rows (one more than asked), the count of all matches, the library's genres. */
  const queriesOf = (userId: string, query: LibraryQuery) => {
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const order = ORDERS[query.sort];
    const rows = db
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.user_id')
      .leftJoin('publishers', 'publishers.id', 'projects.publisher_id')
      .leftJoin('publisher_memberships', (join) =>
        join
          .onRef('publisher_memberships.publisher_id', '=', 'projects.publisher_id')
          .on('publisher_memberships.user_id', '=', userId),
      )
      .where(matching(userId, query))
      .$if(after !== undefined, (qb) =>
        qb.where(
          sql<SqlBool>`(${order.column}, projects.id) ${sql.raw(order.direction === 'desc' ? '<' : '>')} (${after?.value}::${order.type}, ${after?.id}::uuid)`,
        ),
      )
      .select([
        'projects.id',
        'projects.name',
        'projects.status',
        'projects.genres',
        'projects.user_id',
        'users.full_name as owner_full_name',
        'publishers.id as publisher_id',
        'publishers.name as publisher_name',
        'publisher_memberships.permission_level',
      ])
      .select((eb) => [
        eb.ref('projects.audio_stems', '->>').key('vocal').as('vocal'),
        eb.ref('projects.audio_stems', '->>').key('mix').as('mix'),
        sql<number | null>`(projects.audio_stems->>'vocal_duration')::float8`.as('vocal_duration'),
        ORDERS.updated.text.as('updated'),
        order.text.as('position'),
      ])
      .orderBy(order.column, order.direction)
      .orderBy('projects.id', order.direction)
      // One more than the page tells whether another page follows.
      .limit(query.limit + 1);
    const count = db
      .selectFrom('projects')
      .where(matching(userId, query))
      .select((eb) => eb.fn.countAll<string>().as('total'));
    const genres = db
      .selectFrom('projects')
      .where(visibleTo(userId))
      .select(sql<string>`unnest(projects.genres)`.as('genre'))
      .distinct()
      .orderBy('genre');
    return { rows, count, genres };
  };

  return {
    queriesOf,

    /** One page of the query's matches in its order, how many there are in all, and every genre seen. */
    async page(
      userId: string,
      query: LibraryQuery,
    ): Promise<{ data: LibraryProject[]; total: number; nextCursor: string | null; genres: string[] }> {
      const queries = queriesOf(userId, query);
      const [rows, count, genres] = await Promise.all([
        queries.rows.execute(),
        queries.count.executeTakeFirstOrThrow(),
        queries.genres.execute(),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          _id: row.id,
          name: row.name,
          status: row.status,
          genres: row.genres,
          userId: { _id: row.user_id, fullName: row.owner_full_name },
          audio_stems: { vocal: row.vocal ?? null, mix: row.mix ?? null, vocal_duration: row.vocal_duration },
          updatedAt: row.updated,
          access: (row.user_id === userId ? 'owner' : row.permission_level) as ProjectAccess,
          publisher:
            row.publisher_id && row.publisher_name ? { _id: row.publisher_id, name: row.publisher_name } : null,
        })),
        total: Number(count.total),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(query.sort, { value: last.position, id: last.id }) : null,
        genres: genres.map((row) => row.genre),
      };
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
