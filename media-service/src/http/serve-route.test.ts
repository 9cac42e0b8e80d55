import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** Routes registered from their contracts (serveRoute), through the app as the bff reaches it. */
describe('a contract route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const postJson = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it("refuses a body its contract's schema refuses with 400, naming the field in the message", async () => {
    const response = await postJson('/presign', { keys: [] });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(answer.error).toBe('bad_request');
    expect(answer.message).toBe(`keys: ${answer.fields.keys}`);
    expect(answer.fields.keys).toMatch(/>=1/);
  });

  it('refuses a body that is not JSON with 415, as the bff does', async () => {
    const response = await app.request('/presign', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'keys=a',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the request body as application/json.',
    });
  });

  it("refuses a path parameter by this service's own rule, before anything is done", async () => {
    const response = await app.request('/projects/not%20an%20id/script-units?key=projects/x/source/a.txt');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'A project id is 1 to 64 letters, digits, "-" or "_".',
    );
  });

  it("refuses a query parameter by this service's own rule", async () => {
    const response = await app.request(`/projects/${randomUUID()}/script-units?key=${encodeURIComponent('../x')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Not a valid storage key.');
  });

  it("answers with its contract's status: 204 and no body for a route without content", async () => {
    const projectId = randomUUID();
    const response = await postJson('/objects/delete', { projectId, keys: [`projects/${projectId}/source/a.txt`] });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
