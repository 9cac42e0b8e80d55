import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import { dataAnswer, doneAnswer, fieldAnswer, SHARE_HEADERS, VOICE_MODELS_MESSAGE } from '@reeltalk/contracts';
import { createLogger, errorMiddleware, jsonBodyParser, NotFound } from '@reeltalk/server-kit';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppState } from '../state.ts';
import { answerData, answerDone, answerField, answerFields, answerUpload, answerVoiceModels } from './answers.ts';
import { shareCredentialsOf, sharedAudioRequestOf } from './share-credentials.ts';

const project = { _id: 'p1', name: 'The Lighthouse Keeper' };

/** A router whose handlers return plain values, each route declaring the spec's envelope as the bff's routes do. */
function wiredRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/data',
    answerData(async () => project),
  );
  router.get(
    '/nothing',
    answerData(async () => null),
  );
  router.post(
    '/created',
    answerData(async (ctx) => {
      ctx.status = 201;
      return project;
    }),
  );
  router.get(
    '/field',
    answerField('presignedUrl')(async () => 'https://storage.example/a.mp3'),
  );
  router.get(
    '/fields',
    answerFields(async () => ({ text: 'Once upon a time', wordCount: 4 })),
  );
  router.delete(
    '/done',
    answerDone(async () => {}),
  );
  router.post(
    '/upload',
    answerUpload(async () => ({ s3Url: 's3://reeltalk/script.txt', project })),
  );
  router.get(
    '/voices',
    answerVoiceModels(async () => [{ _id: 'v1' }]),
  );
  router.get(
    '/missing',
    answerData(async () => {
      throw new NotFound('Project not found.');
    }),
  );
  // What each share-credentials reader makes of a listener's request.
  router.get(
    '/projects/:id/share-view',
    answerData(async (ctx) => shareCredentialsOf(ctx)),
  );
  router.post(
    '/audio/presigned-url-share',
    jsonBodyParser('16kb'),
    answerData(async (ctx) => sharedAudioRequestOf(ctx)),
  );
  return router;
}

describe('the wire adapter: a route returns its value, the spec’s envelope is declared where it is registered', () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(errorMiddleware(createLogger('bff', 'silent')));
    app.use(wiredRouter().routes());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const answerTo = async (method: string, route: string, init: RequestInit = {}) => {
    const response = await fetch(url + route, { method, ...init });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  };

  it.each([
    ['answerData', 'GET', '/data', 200, { success: true, data: project }],
    ['answerData of nothing', 'GET', '/nothing', 200, { success: true, data: null }],
    ['answerData with the status the handler set', 'POST', '/created', 201, { success: true, data: project }],
    ['answerField', 'GET', '/field', 200, { success: true, presignedUrl: 'https://storage.example/a.mp3' }],
    ['answerFields', 'GET', '/fields', 200, { success: true, text: 'Once upon a time', wordCount: 4 }],
    ['answerDone', 'DELETE', '/done', 200, { success: true }],
    ['answerUpload', 'POST', '/upload', 200, { success: true, s3Url: 's3://reeltalk/script.txt', data: project }],
    [
      'answerVoiceModels',
      'GET',
      '/voices',
      200,
      { success: true, data: [{ _id: 'v1' }], message: VOICE_MODELS_MESSAGE },
    ],
  ])('%s puts the value in the spec’s envelope, as JSON', async (_, method, route, status, body) => {
    const answer = await answerTo(method, route);
    expect(answer).toEqual({ status, type: 'application/json; charset=utf-8', body });
    expect(Object.keys(answer.body)).toEqual(Object.keys(body));
  });

  it('builds what the browser’s readers in contracts give back the value from', async () => {
    const projectSchema = z.object({ _id: z.string(), name: z.string() });
    expect(dataAnswer(projectSchema).parse((await answerTo('GET', '/data')).body)).toEqual(project);
    expect(fieldAnswer('presignedUrl', z.url()).parse((await answerTo('GET', '/field')).body)).toBe(
      'https://storage.example/a.mp3',
    );
    expect(doneAnswer.parse((await answerTo('DELETE', '/done')).body)).toBeUndefined();
  });

  it('leaves a refusal to the error middleware, unwrapped', async () => {
    expect(await answerTo('GET', '/missing')).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'Project not found.' },
    });
  });

  const projectId = '0b6f3a52-4a8e-4c43-9d6c-2f1d0c9e7a11';
  const proof = { [SHARE_HEADERS.owner]: 'owner-1', [SHARE_HEADERS.accessKey]: 'key-1' };

  it('reads a listener’s credentials on the shared page from the path and the two headers', async () => {
    expect((await answerTo('GET', `/projects/${projectId}/share-view`, { headers: proof })).body.data).toEqual({
      projectId,
      ownerId: 'owner-1',
      accessKey: 'key-1',
    });
  });

  it('reads them for the mix’s address from the body and the access key header, beside the file asked for', async () => {
    const answer = await answerTo('POST', '/audio/presigned-url-share', {
      headers: { [SHARE_HEADERS.accessKey]: 'key-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ s3Key: 'projects/x/mix.mp3', projectId, ownerUserId: 'owner-1', download: true }),
    });
    expect(answer.body.data).toEqual({
      credentials: { projectId, ownerId: 'owner-1', accessKey: 'key-1' },
      s3Key: 'projects/x/mix.mp3',
      download: true,
    });
  });

  it('refuses a mix request whose body lacks the project with 400, naming it', async () => {
    const answer = await answerTo('POST', '/audio/presigned-url-share', {
      headers: { [SHARE_HEADERS.accessKey]: 'key-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ s3Key: 'projects/x/mix.mp3', ownerUserId: 'owner-1' }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('projectId must be a project id');
  });
});

describe('the bff’s routes', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sources = (readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`wire${path.sep}`),
  );

  it('build no envelope by hand: every `success` on the wire comes from the adapter', () => {
    expect(sources.length).toBeGreaterThan(50);
    const byHand = sources.filter((file) => /\bsuccess\s*:/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(byHand).toEqual([]);
  });
});
