import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
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

async function projectNarratingFor(userId: string): Promise<string> {
  const { id } = await db
    .insertInto('projects')
    .values({ user_id: userId, name: 'Narrating' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .withTables<NarrationTables>()
    .insertInto('narrations')
    .values({ job_id: randomUUID(), project_id: id, source_key: `projects/${id}/source/a.txt`, state: 'active' })
    .execute();
  return id;
}

describe('narration repository', () => {
  it("finds a narration in flight for the project's owner and for nobody else", async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const projectId = await projectNarratingFor(owner);
    expect(await narrations.inFlightOwnedBy(projectId, owner)).toMatchObject({
      project_id: projectId,
      state: 'active',
    });
    expect(await narrations.inFlightOwnedBy(projectId, stranger)).toBeUndefined();
  });
});
