import { afterAll, beforeAll } from 'vitest';
import { signUpUser, startTestApp, type TestUser } from '../harness.ts';
import { createProject } from '../scripts.ts';
import { userStateReader, type UserState } from './user-state.ts';

export interface UserFixture {
  bff: Awaited<ReturnType<typeof startTestApp>>;
  user: TestUser;
  /** The id of the user's one project. */
  project: string;
  /** What the user owns, read straight from the database and the object storage. */
  state(): Promise<UserState>;
}

/**
 * A bff (with `settings` over the test defaults) and a fresh user with one project, made before the tests of the
 * calling describe and stopped after them.
 */
export function userWithProject(settings: Record<string, string> = {}): UserFixture {
  const reader = userStateReader();
  const fixture = { state: () => reader.read(fixture.user.uid) } as UserFixture;
  beforeAll(async () => {
    fixture.bff = await startTestApp(settings);
    fixture.user = await signUpUser();
    fixture.project = (await createProject(fixture.bff.url, fixture.user))._id;
  });
  afterAll(async () => {
    await reader.close();
    await fixture.bff.stop();
  });
  return fixture;
}
