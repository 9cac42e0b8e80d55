import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript } from '../testing/scripts.ts';

describe('the work a request costs (COUNT_REQUEST_WORK)', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let user: TestUser;
  beforeAll(async () => {
    // The token cache as in production: a signed-in caller's repeated requests are what is measured.
    bff = await startTestApp({ COUNT_REQUEST_WORK: 'true', AUTH_TOKEN_CACHE_SECONDS: '10' });
    user = await signUpUser();
  });
  afterAll(() => bff.stop());

  const counted = async (path: string) => {
    const answer = await call(bff.url, 'GET', path, { token: user.idToken, headers: { 'X-Request-Work': 'count' } });
    expect(answer.status).toBe(200);
    return answer.headers.get('X-Request-Work');
  };

  it('reads a project of a signed-in caller with one database query and no media-service call', async () => {
    const project = await createProject(bff.url, user);
    await uploadScript(bff.url, user, project._id, textFile(SHORT_SCRIPT));
    expect(await counted(`/api/projects/${project._id}`)).toBe('queries=1, media-calls=0');
  });

  it('counts only requests that ask to be counted', async () => {
    const answer = await call(bff.url, 'GET', '/api/projects', { token: user.idToken });
    expect(answer.headers.get('X-Request-Work')).toBeNull();
    // A page of the library: its rows, the total of the whole query and the genres of the whole library.
    expect(await counted('/api/projects')).toBe('queries=3, media-calls=0');
  });
});
