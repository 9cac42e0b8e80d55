import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.ts';
import { Conflict } from './errors.ts';
import { requestIdHeaders } from './request-context.ts';
import { requestLogMiddleware } from './request-log.ts';

interface LogLine {
  msg: string;
  level: number;
  requestId?: string;
  path?: string;
  status?: number;
  uid?: string;
}

/** A service as both of ours are set up: request log, error middleware, then its routes; its log lines are kept. */
function service(name: string, routes: Koa.Middleware) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const logger = pino({ name, level: 'info' }, sink);
  const app = new Koa();
  app.use(requestLogMiddleware(logger, (ctx) => ({ uid: ctx.get('X-Test-User') || undefined })));
  app.use(errorMiddleware(logger));
  app.use(routes);
  return { app, lines };
}

const servers: Server[] = [];
async function listen(app: Koa): Promise<string> {
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestLogMiddleware', () => {
  it.each(['6f1c2a3e-8b7d-4c5e-9f01-23456789abcd', 'trace-42.a:b_c'])(
    'keeps an id of ours (%s) and answers it',
    async (id) => {
      const { app } = service('a', (ctx) => {
        ctx.body = 'ok';
      });
      const response = await fetch(await listen(app), { headers: { 'X-Request-Id': id } });
      expect(response.headers.get('X-Request-Id')).toBe(id);
    },
  );

  it('logs the id with the request', async () => {
    const { app, lines } = service('a', (ctx) => {
      ctx.body = { ok: true };
    });
    const url = await listen(app);
    const id = '6f1c2a3e-8b7d-4c5e-9f01-23456789abcd';
    const response = await fetch(`${url}/things`, { headers: { 'X-Request-Id': id, 'X-Test-User': 'u1' } });
    expect(response.headers.get('X-Request-Id')).toBe(id);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', requestId: id, path: '/things', status: 200, uid: 'u1' }),
    ]);
  });

  it.each([
    ['a space', 'abcdefgh ijk'],
    ['a forged log field', 'abcdefgh","level":60'],
    ['a path', '../../etc/passwd'],
    ['too few characters', 'abc'],
    ['too many characters', 'a'.repeat(65)],
  ])('replaces an incoming id with %s by a fresh one', async (_, incoming) => {
    const { app, lines } = service('a', (ctx) => {
      ctx.body = 'ok';
    });
    const url = await listen(app);
    const response = await fetch(url, { headers: { 'X-Request-Id': incoming } });
    const answered = response.headers.get('X-Request-Id') ?? '';
    expect(answered).toMatch(uuid);
    expect(lines[0]?.requestId).toBe(answered);
  });

  it('passes the id on to the other service it calls, so one request can be followed through both logs', async () => {
    const media = service('media', (ctx) => {
      ctx.body = { seen: ctx.get('X-Request-Id') };
    });
    const mediaUrl = await listen(media.app);
    const bff = service('bff', async (ctx) => {
      // The work after an await still belongs to the request.
      await new Promise((resolve) => setTimeout(resolve, 5));
      ctx.body = await (await fetch(mediaUrl, { headers: requestIdHeaders() })).json();
    });
    const bffUrl = await listen(bff.app);
    const response = await fetch(bffUrl);
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(uuid);
    expect(await response.json()).toEqual({ seen: id });
    expect(media.lines[0]?.requestId).toBe(id);
    expect(bff.lines[0]?.requestId).toBe(id);
  });

  it('sends no id when no request is being handled', () => {
    expect(requestIdHeaders()).toEqual({});
  });
});

describe('errorMiddleware', () => {
  it('answers typed errors as JSON and logs the request with its status', async () => {
    const { app, lines } = service('a', () => {
      throw new Conflict('Already narrating.');
    });
    const response = await fetch(await listen(app));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'conflict', message: 'Already narrating.' });
    expect(lines[0]).toMatchObject({ msg: 'request', status: 409 });
  });

  it('answers a request no route took with a JSON 404', async () => {
    const { app } = service('a', async (_ctx, next) => next());
    const response = await fetch(`${await listen(app)}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });

  it('logs an unexpected error with the request id at error level and hides it from the client', async () => {
    const { app, lines } = service('a', () => {
      throw new Error('connection refused to 10.0.0.3:5432');
    });
    const response = await fetch(await listen(app));
    const id = response.headers.get('X-Request-Id');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('5432');
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ requestId: id, level: 50 });
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ requestId: id, status: 500, level: 50 });
  });
});
