import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnce } from './database.ts';

interface Tables {
  books: { id: string; title: string; shelf: string };
}

// Compiles without a database: refusals happen when the query is compiled, before it ever runs.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('compileOnce', () => {
  it('refuses a query that does not use its parameter', () => {
    expect(() => compileOnce(db, () => db.selectFrom('books').selectAll().where('shelf', '=', 'new'))).toThrow(
      'compileOnce: the query must use its parameter exactly once',
    );
  });

  it('refuses a query that uses its parameter twice, as only one place would get each value', () => {
    expect(() =>
      compileOnce(db, (id) => db.selectFrom('books').selectAll().where('id', '=', id).where('shelf', '=', id)),
    ).toThrow('compileOnce: the query must use its parameter exactly once');
  });

  it('accepts a query that uses its parameter once among other values', () => {
    const byId = compileOnce(db, (id) =>
      db.selectFrom('books').selectAll().where('shelf', '=', 'new').where('id', '=', id),
    );
    expect(typeof byId).toBe('function');
  });
});
