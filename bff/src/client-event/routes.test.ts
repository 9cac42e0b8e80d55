import { Writable } from 'node:stream';
import type { RemoteRefusedEvent } from '@reeltalk/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';

const PATH = '/api/client-events/remote-refused';

const refused: RemoteRefusedEvent = {
  remote: 'mf_account',
  version: '1.3.0',
  requires: { '@reeltalk/contracts': '^2.0.0', '@reeltalk/web-kit': '^1.0.0' },
  provides: { '@reeltalk/contracts': '1.4.0', '@reeltalk/web-kit': '1.0.0' },
  loaded: '1.2.0',
};

describe('POST /api/client-events/remote-refused', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let user: TestUser;
  /** The bff's log, line by line, exactly as written. */
  const log: string[] = [];
  const warnings = () => log.filter((line) => line.includes('"event":"remote_refused"'));

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    [bff, user] = await Promise.all([
      startTestApp({ LIMIT_CLIENT_EVENTS_PER_HOUR: '2' }, pino({ name: 'bff', level: 'info' }, sink)),
      signUpUser(),
    ]);
  });
  afterAll(() => bff.stop());

  it("logs a signed-in user's report as one warn line with both versions, and answers 204", async () => {
    const { userId } = await createProject(bff.url, user);
    const answer = await call(bff.url, 'POST', PATH, { token: user.idToken, json: refused });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    const lines = warnings().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'remote_refused',
        userId: userId._id,
        remote: 'mf_account',
        version: '1.3.0',
        requires: refused.requires,
        provides: refused.provides,
        loaded: '1.2.0',
      }),
    ]);
  });

  it.each([
    ['an unknown remote name', { ...refused, remote: 'mf_Account' }],
    ['a range with a line break', { ...refused, requires: { '@reeltalk/contracts': '^2.0.0\n{"level":60}' } }],
    ['a package that is not shared', { ...refused, provides: { ...refused.provides, react: '19.0.0' } }],
    ['no version of the shell', { ...refused, provides: { '@reeltalk/web-kit': '1.0.0' } }],
    ['a field more', { ...refused, note: 'hello' }],
  ])('refuses %s with 400 and logs nothing', async (_what, json) => {
    const before = warnings().length;
    const answer = await call(bff.url, 'POST', PATH, { token: user.idToken, json });
    expect(answer.status).toBe(400);
    expect(warnings()).toHaveLength(before);
  });

  it('answers 401 to a caller who is not signed in, and logs nothing', async () => {
    const before = warnings().length;
    expect((await call(bff.url, 'POST', PATH, { json: refused })).status).toBe(401);
    expect(warnings()).toHaveLength(before);
  });

  it("counts an account's reports: past the limit, 429 and nothing logged", async () => {
    const reporter = await signUpUser();
    const report = () => call(bff.url, 'POST', PATH, { token: reporter.idToken, json: refused });
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(204);
    const before = warnings().length;
    const third = await report();
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ message: expect.stringContaining('reports from your browser') });
    expect(warnings()).toHaveLength(before);
  });
});
