import { PROJECT_MESSAGES } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript } from '../../testing/scripts.ts';

describe('presigned audio URLs', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let scriptKey: string;
  let strangersKey: string;

  const presign = (json: unknown, user = owner) =>
    call(bff.url, 'POST', '/api/audio/presigned-url', { token: user.idToken, json });
  const presignMany = (json: unknown, user = owner) =>
    call(bff.url, 'POST', '/api/audio/presigned-urls', { token: user.idToken, json });

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    const [mine, theirs] = await Promise.all([createProject(bff.url, owner), createProject(bff.url, stranger)]);
    const [stored, storedTheirs] = await Promise.all([
      uploadScript(bff.url, owner, mine._id, textFile(SHORT_SCRIPT)),
      uploadScript(bff.url, stranger, theirs._id, textFile(SHORT_SCRIPT)),
    ]);
    scriptKey = stored.source_document!.key!;
    strangersKey = storedTheirs.source_document!.key!;
  });
  afterAll(() => bff.stop());

  it('signs a key of a project the caller owns; the URL serves the object', async () => {
    const answer = await presign({ s3Key: scriptKey });
    expect(answer.status).toBe(200);
    const { success, presignedUrl } = answer.body as { success: boolean; presignedUrl: string };
    expect(success).toBe(true);
    expect(await (await fetch(presignedUrl)).text()).toBe(SHORT_SCRIPT);
  });

  it('signs several keys at once, by key', async () => {
    const answer = await presignMany({ s3Keys: [scriptKey, scriptKey] });
    expect(answer.status).toBe(200);
    const { urls } = answer.body as { urls: Record<string, string> };
    expect(Object.keys(urls)).toEqual([scriptKey]);
    expect(await (await fetch(urls[scriptKey]!)).text()).toBe(SHORT_SCRIPT);
  });

  it.each([
    ['a key of another user', () => ({ s3Key: strangersKey })],
    [
      'a key of a project that does not exist',
      () => ({ s3Key: 'projects/00000000-0000-4000-8000-000000000000/x.mp3' }),
    ],
    ['a key under a project id that is no project id', () => ({ s3Key: 'projects/abc/x.mp3' })],
  ])('refuses %s as a missing project', async (_name, body) => {
    const answer = await presign(body());
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
  });

  it('refuses a list with any key of another user as a missing project', async () => {
    const answer = await presignMany({ s3Keys: [scriptKey, strangersKey] });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
  });

  it.each([
    { s3Key: '../etc/passwd' },
    { s3Key: 'projects/../../x' },
    { s3Key: 'avatars/someone.png' },
    { s3Key: 42 },
    {},
  ])('refuses the malformed body %j with 400', async (body) => {
    const answer = await presign(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request' });
  });

  describe('download-url', () => {
    const downloadUrl = (json: unknown, user = owner) =>
      call(bff.url, 'POST', '/api/audio/download-url', { token: user.idToken, json });

    it("signs a download of the project's file under the project's name, its extension kept", async () => {
      const answer = await downloadUrl({ s3Key: scriptKey });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { url, name } = answer.body as { url: string; name: string };
      expect(name).toBe('A narrated book.txt');
      const file = await fetch(url);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="A narrated book.txt"; filename*=UTF-8''A%20narrated%20book.txt`,
      );
      expect(await file.text()).toBe(SHORT_SCRIPT);
    });

    it("reads another user's file as missing", async () => {
      const answer = await downloadUrl({ s3Key: strangersKey });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
    });

    it.each([{ s3Key: 'music/stock/calm.mp3' }, { s3Key: '../etc/passwd' }, { s3Key: scriptKey, extra: 1 }, {}])(
      'refuses %j with 400',
      async (body) => {
        const answer = await downloadUrl(body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: 'bad_request' });
      },
    );
  });

  it.each([{ s3Keys: [] }, { s3Keys: 'projects/x/y' }, { s3Keys: Array(101).fill('projects/x/y.mp3') }])(
    'refuses the malformed list %j with 400',
    async (body) => {
      expect((await presignMany(body)).status).toBe(400);
    },
  );
});
