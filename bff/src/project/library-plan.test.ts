import { libraryQuerySchema } from '@reeltalk/contracts';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { createLibraryRepository } from './library.ts';

/** Every node of a JSON plan, depth first. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * How Postgres runs the library's queries over a database of 80,000 projects, a user's library of 10,000 of them:
 * through the indexes, never reading the whole projects table.
 */
describe('the library query plan', () => {
  const db = createDatabase(inject('bffTest').databaseUrl);
  const library = createLibraryRepository(db);
  let reader: string;

  const plan = async (query: Compilable) => {
    const compiled = query.compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  };

  beforeAll(async () => {
    const seeded = await sql<{ id: string }>`
      with readers as (
        insert into users (firebase_uid, full_name, auth_type)
        select 'plan-' || gen_random_uuid(), 'Plan Reader ' || n, 'emailpassword' from generate_series(1, 8) as n
        returning id
      ), numbered as (select id, row_number() over () as n from readers),
      inserted as (
        insert into projects (user_id, name, status, genres, updated_at)
        select numbered.id, 'Plan book ' || i || case when i % 50 = 0 then ' harbour' else '' end, i % 3,
               array[(array['Mystery', 'Romance', 'Drama', 'Horror'])[1 + i % 4]],
               now() - make_interval(mins => i)
        from numbered, generate_series(1, 10000) as i
        returning user_id
      )
      select id from numbered where n = 1`.execute(db);
    reader = seeded.rows[0]!.id;
    await sql`analyze projects, users`.execute(db);
  }, 120_000);
  afterAll(() => db.destroy());

  it.each([
    ['the first page', {}],
    ['a search and two filters', { q: 'harbour', status: 'complete', genres: 'Mystery,Romance' }],
    ['a search by owner name', { q: 'plan reader 1' }],
  ])('reads %s through indexes, never the whole projects table', async (_what, input) => {
    const queries = library.queriesOf(reader, libraryQuerySchema.parse(input));
    for (const [name, query] of Object.entries(queries)) {
      const nodes = await plan(query);
      const scans = nodes.filter((node) => node['Relation Name'] === 'projects');
      expect(scans.length, name).toBeGreaterThan(0);
      expect(
        scans.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Node Type']),
        `${name}: ${JSON.stringify(scans.map((node) => [node['Node Type'], node['Index Name']]))}`,
      ).toEqual([]);
    }
  });
});
