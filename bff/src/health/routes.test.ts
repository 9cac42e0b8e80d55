import { healthSchema } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp } from '../../testing/harness.ts';

describe('GET /api/health', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    bff = await startTestApp();
  });
  afterAll(() => bff.stop());

  it('answers 200 without a token and reports the media-service', async () => {
    const answer = await call(bff.url, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(healthSchema.parse(answer.body)).toEqual({ status: 'ok', database: 'ok', mediaService: 'ok' });
  });

  it('still answers 200 when the media-service cannot be reached, and says so', async () => {
    // Nothing listens on port 1.
    const alone = await startTestApp({ MEDIA_SERVICE_URL: 'http://127.0.0.1:1' });
    try {
      const answer = await call(alone.url, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      expect(healthSchema.parse(answer.body)).toEqual({ status: 'ok', database: 'ok', mediaService: 'unreachable' });
    } finally {
      await alone.stop();
    }
  });

  it('echoes a plain X-Request-Id and replaces one that could forge log lines', async () => {
    const kept = await call(bff.url, 'GET', '/api/health', { headers: { 'X-Request-Id': 'trace-42.a:b' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a:b');
    const replaced = await call(bff.url, 'GET', '/api/health', { headers: { 'X-Request-Id': 'a b"\tc' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
