import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorMiddleware, toErrorResponse } from './error-middleware.ts';
import {
  AppError,
  BadRequest,
  Conflict,
  errorOfStatus,
  Forbidden,
  Gone,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
  Unprocessable,
} from './errors.ts';

describe('toErrorResponse', () => {
  it.each([
    [new BadRequest('Bad'), 400, 'bad_request'],
    [new Unauthorized(), 401, 'unauthorized'],
    [new Forbidden(), 403, 'forbidden'],
    [new NotFound(), 404, 'not_found'],
    [new Conflict('Taken'), 409, 'conflict'],
    [new Gone('Expired'), 410, 'gone'],
    [new PayloadTooLarge(), 413, 'payload_too_large'],
    [new UnsupportedMediaType(), 415, 'unsupported_media_type'],
    [new Unprocessable('Cannot'), 422, 'unprocessable'],
    [new TooManyRequests('Slow down', 60), 429, 'too_many_requests'],
  ])('maps %s to its status and code', (error, status, code) => {
    expect(toErrorResponse(error)).toEqual({
      status,
      body: { error: code, message: error.message },
      unexpected: false,
    });
  });

  it('gives the spec text for a missing token', () => {
    expect(toErrorResponse(new Unauthorized()).body.message).toBe('Authentication required. Please log in again.');
  });

  it('turns a zod error into 400 with the first message and one message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      age: z.number({ error: 'Age is a number' }),
    });
    const result = schema.safeParse({ name: '', age: 'x' });
    expect(result.success).toBe(false);
    expect(toErrorResponse(result.error)).toEqual({
      status: 400,
      body: {
        error: 'bad_request',
        message: 'Name is required',
        fields: { name: 'Name is required', age: 'Age is a number' },
      },
      unexpected: false,
    });
  });

  it('names the field in the message for a service whose callers are programs', () => {
    const result = z.object({ prosody: z.object({ rate: z.number().max(4) }) }).safeParse({ prosody: { rate: 9 } });
    const { body } = toErrorResponse(result.error, { fieldInMessage: true });
    expect(body.message).toMatch(/^prosody\.rate: /);
    expect(toErrorResponse(result.error).body.message).not.toContain('prosody.rate');
  });

  it('names unknown keys of a strict object', () => {
    const result = z.strictObject({ name: z.string() }).safeParse({ name: 'a', colour: 'red', size: 2 });
    expect(toErrorResponse(result.error).body.message).toBe('Unknown fields: colour, size');
  });

  it('maps the body parser errors: malformed JSON 400, too large 413', () => {
    const malformed = Object.assign(new SyntaxError('Unexpected token'), { status: 400 });
    expect(toErrorResponse(malformed)).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(toErrorResponse(tooLarge)).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
  });

  it('answers the status of a body parser error it has no text for with that status', () => {
    const unsupported = Object.assign(new Error('Unsupported Media Type'), { status: 415 });
    expect(toErrorResponse(unsupported)).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    const gone = Object.assign(new Error('gone'), { status: 410 });
    expect(toErrorResponse(gone)).toMatchObject({ status: 410, body: { error: 'gone', message: new Gone().message } });
  });

  it('hides server errors raised as typed errors too', () => {
    const response = toErrorResponse(new AppError(502, 'upstream', 'storage at 10.0.0.4 refused'));
    expect(response).toMatchObject({ status: 500, body: { error: 'internal' }, unexpected: true });
  });

  it('hides unknown errors behind a generic 500 and marks them for logging', () => {
    const response = toErrorResponse(new Error('connection refused to 10.0.0.3:5432'));
    expect(response.status).toBe(500);
    expect(response.unexpected).toBe(true);
    expect(response.body.error).toBe('internal');
    expect(response.body.message).not.toContain('5432');
  });
});

describe('errorMiddleware', () => {
  it('answers a limit with 429, its message and Retry-After in seconds', async () => {
    const app = new Koa();
    app.use(errorMiddleware(pino({ level: 'silent' })));
    app.use(() => {
      throw new TooManyRequests('Too many share e-mails. Please try again in 12 minutes.', 720);
    });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('720');
      expect(await response.json()).toEqual({
        error: 'too_many_requests',
        message: 'Too many share e-mails. Please try again in 12 minutes.',
      });
    } finally {
      server.close();
    }
  });
});

describe('errorOfStatus', () => {
  it('makes the typed error of each status, so callers can test with instanceof', () => {
    expect(errorOfStatus(404, 'No such job.')).toBeInstanceOf(NotFound);
    expect(errorOfStatus(413, 'Too big')).toMatchObject({ status: 413, code: 'payload_too_large', message: 'Too big' });
    expect(errorOfStatus(400, 'Bad', { name: 'Required' })).toMatchObject({ fields: { name: 'Required' } });
    expect(errorOfStatus(422)).toBeInstanceOf(Unprocessable);
  });

  it('names each typed error after its class, as logs show it', () => {
    expect([new NotFound().name, new UnsupportedMediaType().name, new Gone().name]).toEqual([
      'NotFound',
      'UnsupportedMediaType',
      'Gone',
    ]);
  });

  it('keeps a status it has no class for', () => {
    expect(errorOfStatus(418, 'Teapot')).toMatchObject({ status: 418, code: 'client_error', message: 'Teapot' });
  });
});
