import { randomUUID } from 'node:crypto';
import { soundtrackSchema, type Soundtrack } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, readJobEvents } from '../../testing/scripts.ts';
import { startGeneration, waitForMusic } from '../../testing/music.ts';

describe('soundtracks and music generation', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let projectId: string;

  const soundtracksOf = async (user: TestUser): Promise<Soundtrack[]> => {
    const answer = await call(bff.url, 'GET', '/api/soundtracks', { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return soundtrackSchema.array().parse((answer.body as { data: unknown }).data);
  };
  const generate = (user: TestUser, body: Record<string, unknown>) =>
    call(bff.url, 'POST', '/api/music/generate', {
      token: user.idToken,
      json: { projectId, duration: 15, prompt_description: 'slow melancholic piano', track_name: 'Rain', ...body },
    });

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    projectId = (await createProject(bff.url, owner))._id;
  });
  afterAll(async () => {
    await bff.stop();
  });

  it(
    'lists at least eight stock tracks of the configured length, the same for everyone',
    { timeout: 600_000 },
    async () => {
      const stock = await soundtracksOf(owner);
      expect(stock.length).toBeGreaterThanOrEqual(8);
      for (const track of stock) {
        expect(track).toMatchObject({ type: 'stock', source_audio: { file: `music/stock/${track._id}.mp3` } });
        // The test media-service makes them STOCK_MUSIC_SECONDS (8) long instead of a minute.
        expect(track.duration).toBeCloseTo(8, 0);
      }
      expect(await soundtracksOf(stranger)).toEqual(stock);
    },
  );

  it(
    'generates a track: progress on the project’s events, then completed, listed as the caller’s own, playable by them alone',
    { timeout: 180_000 },
    async () => {
      const generationId = await startGeneration(bff.url, owner, projectId, { track_name: '  Rainy evening ' });
      const { events } = await readJobEvents(bff.url, owner.idToken, projectId, generationId);
      expect(events.at(-1)).toMatchObject({ kind: 'music', state: 'done', percent: 100 });
      expect(events.map((event) => event.stage)).toContain('Rendering music...');

      const status = await waitForMusic(bff.url, owner, generationId);
      const soundtrack = {
        _id: generationId,
        title: 'Rainy evening',
        short_description: expect.stringMatching(/^Slow melancholic piano · \d+ bpm, /),
        type: 'user-generated',
        duration: 15,
        source_audio: {
          file: expect.stringMatching(new RegExp(`^music/users/[^/]+/${generationId}\\.mp3$`)),
          preview: expect.stringMatching(new RegExp(`^music/users/[^/]+/${generationId}\\.preview\\.mp3$`)),
        },
      };
      expect(status).toEqual({ status: 'completed', stage: expect.any(String), percent: 100, error: null, soundtrack });

      // Stock first, then the caller's own, newest first; nobody else sees it.
      const older = await waitForMusic(bff.url, owner, await startGeneration(bff.url, owner, projectId));
      const listed = await soundtracksOf(owner);
      expect(listed.filter((track) => track.type === 'user-generated').map((track) => track._id)).toEqual([
        older.soundtrack?._id,
        generationId,
      ]);
      expect(listed.findIndex((track) => track.type === 'user-generated')).toBe(
        listed.filter((track) => track.type === 'stock').length,
      );
      expect((await soundtracksOf(stranger)).map((track) => track._id)).not.toContain(generationId);

      const file = status.soundtrack!.source_audio.file;
      const own = await call(bff.url, 'POST', '/api/audio/presigned-url', {
        token: owner.idToken,
        json: { s3Key: file },
      });
      expect(own.status).toBe(200);
      const audio = await fetch((own.body as { presignedUrl: string }).presignedUrl);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      const stockKey = listed[0]!.source_audio.preview;
      const theirs = await call(bff.url, 'POST', '/api/audio/presigned-urls', {
        token: stranger.idToken,
        json: { s3Keys: [stockKey, file] },
      });
      const nobodys = await call(bff.url, 'POST', '/api/audio/presigned-urls', {
        token: stranger.idToken,
        json: { s3Keys: [stockKey, `music/users/${randomUUID()}/${randomUUID()}.mp3`] },
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(nobodys.body);
      const stockOnly = await call(bff.url, 'POST', '/api/audio/presigned-url', {
        token: stranger.idToken,
        json: { s3Key: stockKey },
      });
      expect(stockOnly.status).toBe(200);
    },
  );

  it(
    'answers identical requests, even five at once and just after it is done, with one generation',
    { timeout: 180_000 },
    async () => {
      const body = { prompt_description: 'a lone cello at dawn', track_name: 'Dawn' };
      const ids = await Promise.all(Array.from({ length: 5 }, () => startGeneration(bff.url, owner, projectId, body)));
      expect(new Set(ids).size).toBe(1);
      expect((await waitForMusic(bff.url, owner, ids[0]!)).status).toBe('completed');
      expect(await startGeneration(bff.url, owner, projectId, body)).toBe(ids[0]);
      // Another name is another track.
      const renamed = await startGeneration(bff.url, owner, projectId, { ...body, track_name: 'Dawn again' });
      expect(renamed).not.toBe(ids[0]);
      expect((await waitForMusic(bff.url, owner, renamed)).status).toBe('completed');
    },
  );

  it.each([
    ['a duration not offered', { duration: 20 }, 'Duration must be 15, 30, 45 or 60 seconds'],
    ['an empty description', { prompt_description: ' ' }, 'Please describe the music style you want to generate'],
    ['an empty track name', { track_name: '' }, 'Please enter a track name'],
  ])('refuses %s with its message and starts nothing', async (_, body, message) => {
    const before = await soundtracksOf(owner);
    const answer = await generate(owner, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message: expect.stringContaining(message) });
    expect(await soundtracksOf(owner)).toEqual(before);
  });

  it('refuses another user’s project as missing', async () => {
    const theirs = await generate(stranger, {});
    const missing = await generate(stranger, { projectId: randomUUID() });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });

  it('answers the status of another user’s generation, or of none, as missing', { timeout: 60_000 }, async () => {
    const generationId = await startGeneration(bff.url, owner, projectId);
    for (const [user, id] of [
      [stranger, generationId],
      [owner, randomUUID()],
      [owner, 'not-an-id'],
    ] as const) {
      const answer = await call(bff.url, 'GET', `/api/music/status/${id}`, { token: user.idToken });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found', message: 'Music generation not found.' });
    }
    expect((await waitForMusic(bff.url, owner, generationId)).status).toBe('completed');
  });
});
