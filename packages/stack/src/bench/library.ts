import pg from 'pg';
import { readStackFile } from '../stack-file.ts';
import { createUser } from './bench-user.ts';
import type { BenchStack, Measurement } from './measurement.ts';

/** Projects in the seeded library: the user's own, and a publisher's of another owner that the user is a member of. */
const LIBRARY_SIZE = { own: 7_000, publisher: 3_000 } as const;

/** The query measured: a search and two filters, as someone narrowing a big library would type it. */
const LIBRARY_QUERY = { q: 'harbour', status: 'complete', genres: 'Mystery,Romance' } as const;

const REQUESTS = 200;
const WARM_UP = 20;

const WORDS = ['Harbour', 'Lantern', 'Winter', 'Orchard', 'Silent', 'River', 'Copper', 'Meadow', 'Storm', 'Ember'];
const GENRES = ['Mystery', 'Romance', 'Sci-Fi', 'Fantasy', 'History', 'Thriller', 'Poetry', 'Drama', 'Horror'];

/** The bench stack's database, as its bff reaches it. */
export function databaseUrlOf(stack: BenchStack): string {
  const bff = readStackFile(stack.config.dataDir).pieces.find((piece) => piece.name === 'bff');
  const url = bff?.env.DATABASE_URL;
  if (!url) throw new Error('the bench stack has no bff with a DATABASE_URL in its stack file');
  return url;
}

/**
 * Gives the user of `email` (signed up already) a library of 10,000 projects by bulk SQL (API calls would take
 * minutes): 7,000 of their own and 3,000 of another owner ('Morgan Harbourside') assigned to a publisher the user is
 * a viewer of. Names, statuses, genres and times vary with the row number, so searches and filters match a realistic
 * share. `databaseUrl`: the bff's database (databaseUrlOf a bench stack).
 */
export async function seedLibrary(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const projects = (owner: string, count: number, publisher: string | null) =>
      client.query(
        `insert into projects (user_id, name, status, genres, publisher_id, created_at, updated_at, last_modified)
         select $1, ($2::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i * 7) % 10] || ' ' || i, i % 3,
                array[($3::text[])[1 + i % 9], ($3::text[])[1 + (i + 1 + i % 4) % 9]], $4,
                now() - make_interval(mins => i), now() - make_interval(mins => i), now() - make_interval(mins => i)
         from generate_series(1, $5::int) as i`,
        [owner, WORDS, GENRES, publisher, count],
      );
    const { rows: reader } = await client.query<{ id: string }>('select id from users where email = $1', [email]);
    if (!reader[0]) throw new Error(`no user ${email} to give a library to`);
    const { rows: owner } = await client.query<{ id: string }>(
      `insert into users (firebase_uid, full_name, email, auth_type)
       values ('bench-' || gen_random_uuid(), 'Morgan Harbourside', null, 'emailpassword') returning id`,
    );
    const { rows: publisher } = await client.query<{ id: string }>(
      `insert into publishers (name, plan_type) values ('Bench Press', 'pro') returning id`,
    );
    await client.query(
      `insert into publisher_memberships (publisher_id, user_id, permission_level)
       values ($1, $2, 'owner'), ($1, $3, 'viewer')`,
      [publisher[0]!.id, owner[0]!.id, reader[0]!.id],
    );
    await projects(reader[0]!.id, LIBRARY_SIZE.own, null);
    await projects(owner[0]!.id, LIBRARY_SIZE.publisher, publisher[0]!.id);
    await client.query('commit');
    // Fresh statistics, as autovacuum would gather soon after such an import.
    await client.query('analyze projects, users, publisher_memberships');
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;

export const library: Measurement = {
  name: 'library of 10,000 projects',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const seeding = performance.now();
    await seedLibrary(databaseUrlOf(stack), user.email);
    const seeded = (performance.now() - seeding) / 1000;
    const url = `http://${stack.config.host}:${stack.config.ports.bff}/api/projects?${new URLSearchParams(LIBRARY_QUERY)}`;
    const get = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${user.idToken}` } });
      const body = (await response.json()) as { total: number; data: unknown[] };
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, total: body.total, rows: body.data.length };
    };
    for (let request = 0; request < WARM_UP; request++) await get();
    const times: number[] = [];
    let last = { total: 0, rows: 0 };
    for (let request = 0; request < REQUESTS; request++) {
      const { ms, ...page } = await get();
      times.push(ms);
      last = page;
    }
    times.sort((a, b) => a - b);
    const query = `q=${LIBRARY_QUERY.q}, status ${LIBRARY_QUERY.status}, genres ${LIBRARY_QUERY.genres}`;
    return [
      { label: 'seeding 10,000 projects (bulk SQL)', value: `${seeded.toFixed(2)} s` },
      { label: `GET /api/projects (${query})`, value: `${last.total} matches, first page of ${last.rows}` },
      { label: 'its latency p50', value: `${percentile(times, 0.5).toFixed(1)} ms (${REQUESTS} requests)` },
      { label: 'its latency p99', value: `${percentile(times, 0.99).toFixed(1)} ms` },
    ];
  },
};
