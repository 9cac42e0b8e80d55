import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('media-service app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('reports every dependency healthy, without a token', async () => {
    const response = await fetch(`${app.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', queue: 'ok' });
  });

  it('answers 401 without a service token', async () => {
    const response = await fetch(`${app.url}/jobs/${randomUUID()}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'A valid service token is required.' });
  });

  it('answers 401 with a wrong service token, even on routes that do not exist', async () => {
    for (const path of [`/jobs/${randomUUID()}`, '/nothing-here', '/health/deep']) {
      const response = await app.request(path, { headers: { Authorization: 'Bearer not-the-token' } });
      expect(response.status).toBe(401);
    }
    const notBearer = await fetch(`${app.url}/jobs/${randomUUID()}`, { headers: { Authorization: 'Basic abc' } });
    expect(notBearer.status).toBe(401);
  });

  it('answers 404 as JSON for a job or route that does not exist', async () => {
    const job = await app.request(`/jobs/${randomUUID()}`);
    expect(job.status).toBe(404);
    expect(await job.json()).toEqual({ error: 'not_found', message: 'No such job.' });
    const notUuid = await app.request('/jobs/not-a-uuid');
    expect(notUuid.status).toBe(404);
    const route = await app.request('/nothing-here');
    expect(route.status).toBe(404);
    expect((await route.json()).error).toBe('not_found');
  });

  it('answers 400 as JSON for a body that is not JSON', async () => {
    const response = await app.request('/presign', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });
});
