import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../db.ts';
import { createNarrationRepository } from './repository.ts';
import type { NarrationTables } from './table.ts';

const db = createDatabase(inject('bffTest').databaseUrl);
const narrations = createNarrationRepository(db);
afterAll(() => db.destroy());

async function newUser(): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      firebase_uid: randomUUID(),
      full_name: 'Test Person',
      email: null,
      avatar: null,
      auth_type: 'emailpassword',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function projectNarratingFor(userId: string): Promise<{ projectId: string; jobId: string }> {
  const { id } = await db
    .insertInto('projects')
    .values({ user_id: userId, name: 'Narrating' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = randomUUID();
  await db
    .withTables<NarrationTables>()
    .insertInto('narrations')
    .values({ job_id: jobId, project_id: id, source_key: `projects/${id}/source/a.txt` })
    .execute();
  return { projectId: id, jobId };
}

describe('narration repository', () => {
  it("finds a narration whose end is not recorded for the project's owner and for nobody else", async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const { projectId, jobId } = await projectNarratingFor(owner);
    expect(await narrations.pendingOwnedBy(projectId, owner)).toEqual([jobId]);
    expect(await narrations.pendingOwnedBy(projectId, stranger)).toEqual([]);
    await narrations.recordNoResult(jobId);
    expect(await narrations.pendingOwnedBy(projectId, owner)).toEqual([]);
  });

  it('answers one job to a burst of starts larger than the pool, though each start needs a pooled connection', async () => {
    // Two connections: a start waiting on the project's row lock would hold one, and the start holding the lock needs
    // the other for its own queries (limits, pronunciations), so waiters must not take them all.
    const pool = new pg.Pool({
      connectionString: inject('bffTest').databaseUrl,
      max: 2,
      connectionTimeoutMillis: 3000,
    });
    const small = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const { id: projectId } = await db
        .insertInto('projects')
        .values({
          user_id: await newUser(),
          name: 'Burst',
          source_document: JSON.stringify({ name: 'a.txt', file: 'a.txt', key: 'projects/burst/source/a.txt' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const started: string[] = [];
      const start = async () => {
        await small.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        started.push(randomUUID());
        return started.at(-1)!;
      };
      const { rows } = await sql<{ id: string }>`select id from voice_models where is_default`.execute(db);
      const choice = { voiceModelId: rows[0]!.id, emotions: [] };
      const burst = createNarrationRepository(small);
      // The job record answers the jobs started so far as in flight.
      const inFlight = async () => [...started];
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => burst.startOnce(projectId, choice, start, inFlight)),
      );
      expect(started).toHaveLength(1);
      expect(new Set(answers)).toEqual(new Set(started));
    } finally {
      await small.destroy();
    }
  });
});
