import { LIBRARY_QUERY_MESSAGES, libraryPageSchema, type LibraryPage } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { containsPattern } from './library.ts';

describe('the library: GET /api/projects', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  let reader: TestUser;
  let other: TestUser;

  const create = async (user: TestUser, json: Record<string, unknown>): Promise<string> => {
    const answer = await call(bff.url, 'POST', '/api/projects', { token: user.idToken, json });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { data: { _id: string } }).data._id;
  };
  const library = async (user: TestUser, query: Record<string, string> = {}): Promise<LibraryPage> => {
    const answer = await call(bff.url, 'GET', `/api/projects?${new URLSearchParams(query)}`, { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return libraryPageSchema.parse(answer.body);
  };
  const names = async (user: TestUser, query: Record<string, string>) =>
    (await library(user, query)).data.map((project) => project.name).sort();

  beforeAll(async () => {
    bff = await startTestApp();
    [reader, other] = await Promise.all([signInWithGoogle('Rosalind Franklin'), signInWithGoogle('Ada Lovelace')]);
    await create(reader, { name: 'Moby Dick', status: 2, genres: ['Adventure', 'Classic'] });
    await create(reader, { name: 'Dune', status: 1, genres: ['Sci-Fi'] });
    await create(reader, { name: 'Emma', status: 0, genres: ['Classic', 'Romance'] });
    await create(reader, { name: 'Save 100% now', status: 1, genres: [] });
    await create(reader, { name: 'snake_case notes', status: 1 });
    await create(reader, { name: 'snakeXcase notes', status: 1 });
    await create(reader, { name: 'Plain 1000 now', status: 1 });
    await create(reader, { name: 'back\\slash', status: 1 });
    await create(other, { name: 'Not Yours', status: 2, genres: ['Classic', 'Horror'] });
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it("counts and lists the caller's projects only, with every genre of their library", async () => {
    const page = await library(reader);
    expect(page.total).toBe(8);
    expect(page.data).toHaveLength(8);
    expect(page.nextCursor).toBeNull();
    expect(page.genres).toEqual(['Adventure', 'Classic', 'Romance', 'Sci-Fi']);
    expect(page.data.every((project) => project.access === 'owner' && project.publisher === null)).toBe(true);
    expect(page.data[0]).toMatchObject({ name: 'back\\slash', userId: { fullName: 'Rosalind Franklin' } });
  });

  it('filters by status, by any of the genres, and by both', async () => {
    expect(await names(reader, { status: 'complete' })).toEqual(['Moby Dick']);
    expect(await names(reader, { status: 'draft' })).toEqual(['Emma']);
    expect(await names(reader, { genres: 'Sci-Fi,Romance' })).toEqual(['Dune', 'Emma']);
    expect(await names(reader, { genres: 'Classic', status: 'draft' })).toEqual(['Emma']);
    const page = await library(reader, { genres: 'Classic', status: 'in-progress' });
    expect(page).toMatchObject({ data: [], total: 0, nextCursor: null });
    expect(page.genres).toEqual(['Adventure', 'Classic', 'Romance', 'Sci-Fi']);
  });

  it('searches the title in any case, trimmed', async () => {
    expect(await names(reader, { q: '  moBY  ' })).toEqual(['Moby Dick']);
    expect(await names(reader, { q: 'NOTES' })).toEqual(['snakeXcase notes', 'snake_case notes']);
  });

  it("searches the owner's full name, so a search by person finds all their projects", async () => {
    expect((await library(reader, { q: ' franklin ' })).total).toBe(8);
    expect((await library(reader, { q: 'lovelace' })).total).toBe(0);
  });

  it('takes %, _ and \\ in the search as the characters themselves', async () => {
    expect(await names(reader, { q: '100%' })).toEqual(['Save 100% now']);
    expect(await names(reader, { q: '%' })).toEqual(['Save 100% now']);
    expect(await names(reader, { q: 'snake_' })).toEqual(['snake_case notes']);
    expect(await names(reader, { q: '_' })).toEqual(['snake_case notes']);
    expect(await names(reader, { q: 'k\\s' })).toEqual(['back\\slash']);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('pages through 75 projects without repeats or gaps, ties in time ordered by id', async () => {
    const pager = await signUpUser();
    const created: string[] = [];
    for (let index = 0; index < 75; index++) created.push(await create(pager, { name: `Book ${index}` }));
    // Twenty projects changed at the same instant: the page boundary falls inside the tie.
    await sql`update projects set updated_at = '2026-01-01T00:00:00.123456Z' where id = any(${created.slice(20, 40)})`.execute(
      db,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LibraryPage = await library(pager, { limit: '7', ...(cursor && { cursor }) });
      expect(page.total).toBe(75);
      expect(page.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.data.map((project) => project._id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(11);
    expect(new Set(seen).size).toBe(75);
    expect([...seen].sort()).toEqual([...created].sort());
    const { rows } = await sql<{ id: string }>`select id from projects where user_id = (
        select user_id from projects where id = ${created[0]}) order by updated_at desc, id desc`.execute(db);
    expect(seen).toEqual(rows.map((row) => row.id));
  });

  it("keeps the caller's own projects or one publisher's, each named with its publisher", async () => {
    const as = (user: TestUser, method: string, path: string, json?: unknown) =>
      call(bff.url, method, path, { token: user.idToken, json });
    const created = await as(other, 'POST', '/api/publishers', { name: 'Harbor Books', plan: 'pro' });
    const publisherId = (created.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    const sent = await as(other, 'POST', `/api/publishers/${publisherId}/invitations`, {
      email: reader.email,
      permission: 'editor',
    });
    const invitationId = (sent.body as { data: { _id: string } }).data._id;
    expect((await as(reader, 'POST', `/api/publishers/invitations/${invitationId}/accept`)).status).toBe(200);
    expect(await library(reader, { publisher: publisherId })).toMatchObject({ data: [], total: 0 });
    const shared = await create(other, { name: 'Harbor Log', status: 1 });
    expect((await as(other, 'PUT', `/api/projects/${shared}/publisher`, { publisherId })).status).toBe(200);

    const publisherPage = await library(reader, { publisher: publisherId });
    expect(publisherPage.total).toBe(1);
    expect(publisherPage.data[0]).toMatchObject({
      name: 'Harbor Log',
      access: 'editor',
      publisher: { _id: publisherId, name: 'Harbor Books' },
    });
    expect((await library(reader)).total).toBe(9);
    expect((await library(reader, { publisher: 'mine' })).total).toBe(8);
    expect(await names(reader, { publisher: 'mine', q: 'harbor' })).toEqual([]);
    expect((await library(other, { publisher: 'mine' })).data.map((project) => project.name).sort()).toEqual([
      'Harbor Log',
      'Not Yours',
    ]);
    // A publisher the caller is not a member of shows nothing, exactly as one that does not exist.
    const outsider = await signUpUser();
    expect(await library(outsider, { publisher: publisherId })).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by name from A to Z in any case, paging without repeats or gaps', async () => {
    const sorter = await signUpUser();
    const titles = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'alpha', 'Foxtrot'];
    for (const name of titles) await create(sorter, { name });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LibraryPage = await library(sorter, { sort: 'name', limit: '2', ...(cursor && { cursor }) });
      seen.push(...page.data.map((project) => project.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((name) => name.toLowerCase())).toEqual([
      'alpha',
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
    ]);
    // A cursor of one order is not read in another.
    const first = await library(sorter, { sort: 'name', limit: '2' });
    const mixed = await call(bff.url, 'GET', `/api/projects?limit=2&cursor=${first.nextCursor}`, {
      token: sorter.idToken,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ message: LIBRARY_QUERY_MESSAGES.cursor });
  });

  it.each([
    [{ publisher: 'theirs' }, LIBRARY_QUERY_MESSAGES.publisher],
    [{ sort: 'size' }, LIBRARY_QUERY_MESSAGES.sort],
    [{ status: 'done' }, LIBRARY_QUERY_MESSAGES.status],
    [{ limit: '0' }, LIBRARY_QUERY_MESSAGES.limit],
    [{ limit: '101' }, LIBRARY_QUERY_MESSAGES.limit],
    [{ cursor: 'bm90IGEgY3Vyc29y' }, LIBRARY_QUERY_MESSAGES.cursor],
    [{ cursor: Buffer.from('["2026-01-01T00:00:00Z","x"]').toString('base64url') }, LIBRARY_QUERY_MESSAGES.cursor],
    [{ q: 'x'.repeat(201) }, LIBRARY_QUERY_MESSAGES.search],
  ])('refuses %j with 400 and says why', async (query, message) => {
    const answer = await call(bff.url, 'GET', `/api/projects?${new URLSearchParams(query)}`, {
      token: reader.idToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message });
  });
});
