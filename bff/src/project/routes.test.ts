import { INPUT_MESSAGES } from '@reeltalk/server-kit';
import {
  COVER_ART_SET_BY_UPLOAD,
  FREE_FORM_MESSAGES,
  libraryPageSchema,
  PROJECT_MESSAGES,
  PROJECT_NAME_MESSAGES,
  projectSchema,
  TEXT_MESSAGES,
  type Project,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithGoogle, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { SHORT_SCRIPT, storedKeys, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';

const missingId = '00000000-0000-4000-8000-000000000000';

/** {a: {a: … {}}}, `depth` objects deep. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
}

describe('projects', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;

  const create = async (user: TestUser, json: unknown): Promise<Project> => {
    const answer = await call(bff.url, 'POST', '/api/projects', { token: user.idToken, json });
    expect(answer.status).toBe(201);
    return projectSchema.parse((answer.body as { data: unknown }).data);
  };
  const patch = (id: string, json: unknown, user = owner) =>
    call(bff.url, 'PATCH', `/api/projects/${id}`, { token: user.idToken, json });

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signInWithGoogle('Grace Hopper'), signUpUser()]);
  });
  afterAll(() => bff.stop());

  describe('POST /api/projects', () => {
    it('creates an In Progress project with empty defaults, owned by the caller', async () => {
      const answer = await call(bff.url, 'POST', '/api/projects', {
        token: owner.idToken,
        json: { name: '  My book  ' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true });
      const project = projectSchema.parse((answer.body as { data: unknown }).data);
      expect(project).toMatchObject({
        name: 'My book',
        fullName: null,
        description: null,
        status: 1,
        genres: [],
        emotions: [],
        // No voice chosen: the default voice, the one its narration reads.
        voice_model_id: { name: 'ava', displayName: 'Ava' },
        source_document: null,
        audio_stems: { vocal: null, mix: null, vocal_duration: null, musicZones: [], soundtrack: null },
        videoInfo: {},
        settings: {},
        userId: { fullName: 'Grace Hopper' },
        duration: null,
      });
      expect(project.createdAt).toBe(project.updatedAt);
    });

    it('keeps every field it is given, with genres trimmed and de-duplicated', async () => {
      const project = await create(owner, {
        name: 'Full',
        fullName: 'The Full Story',
        description: 'About everything',
        status: 0,
        genres: [' Drama ', 'Drama', '', 'Sci-Fi', 'drama'],
        videoInfo: { video_title_caption: 'My audiobook' },
      });
      expect(project).toMatchObject({
        fullName: 'The Full Story',
        description: 'About everything',
        status: 0,
        genres: ['Drama', 'Sci-Fi'],
        videoInfo: { video_title_caption: 'My audiobook' },
        source_document: null,
      });
    });

    it.each([
      [{}, PROJECT_NAME_MESSAGES.required],
      [{ name: '   ' }, PROJECT_NAME_MESSAGES.required],
      [{ name: 'x'.repeat(101) }, PROJECT_NAME_MESSAGES.tooLong],
      [{ name: 'Ok', status: 3 }, 'Status must be 0 (Draft), 1 (In Progress) or 2 (Complete)'],
      [{ name: 'Ok', owner: 'me' }, 'Unknown field: owner'],
      [{ name: 'Ok', source_document: { name: 'a.txt', file: 'f', key: 'k' } }, 'Unknown field: source_document'],
      [{ name: 'Nul\u0000' }, INPUT_MESSAGES.notAllowed('name')],
      [{ name: 'Ok', videoInfo: { cover_art: 'https://img.example/cover.png' } }, COVER_ART_SET_BY_UPLOAD],
    ])('refuses %j', async (json, message) => {
      const answer = await call(bff.url, 'POST', '/api/projects', { token: owner.idToken, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message });
    });

    it('refuses malformed JSON', async () => {
      const answer = await call(bff.url, 'POST', '/api/projects', {
        token: owner.idToken,
        rawBody: '{name: "no quotes"}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
    });
  });

  it('refuses a body over the 1 MB JSON limit with 413', async () => {
    const answer = await call(bff.url, 'POST', '/api/projects', {
      token: owner.idToken,
      json: { name: 'Big', description: 'x'.repeat(1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'payload_too_large' });
  });

  describe('GET /api/projects', () => {
    it("lists only the caller's projects, last changed first", async () => {
      const [first, second] = [await create(stranger, { name: 'First' }), await create(stranger, { name: 'Second' })];
      const answer = await call(bff.url, 'GET', '/api/projects', { token: stranger.idToken });
      expect(answer.status).toBe(200);
      const page = libraryPageSchema.parse(answer.body);
      expect(page.data.map((project) => project._id)).toEqual([second._id, first._id]);
      expect(page.data[0]).toMatchObject({ name: 'Second', access: 'owner', publisher: null });

      const ownerList = await call(bff.url, 'GET', '/api/projects', { token: owner.idToken });
      const ownerIds = libraryPageSchema.parse(ownerList.body).data.map((project) => project._id);
      expect(ownerIds).not.toContain(first._id);
      expect(ownerIds.length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/projects/:id', () => {
    it('answers the project with its owner populated', async () => {
      const created = await create(owner, { name: 'Readable', genres: ['Mystery'] });
      const answer = await call(bff.url, 'GET', `/api/projects/${created._id}`, { token: owner.idToken });
      expect(answer.status).toBe(200);
      // With what the caller may do with it and its publisher (none), which the project's page opens by.
      expect(answer.body).toEqual({ success: true, data: { ...created, access: 'owner', publisher: null } });
      expect(created.userId).toEqual({ _id: expect.any(String), fullName: 'Grace Hopper' });
    });
  });

  describe('PATCH /api/projects/:id', () => {
    let project: Project;
    beforeAll(async () => {
      project = await create(owner, { name: 'Editable', videoInfo: { video_title_caption: 'Old title' } });
    });

    it('renames (name and fullName)', async () => {
      const answer = await patch(project._id, { name: 'Renamed', fullName: 'Renamed in full' });
      expect(answer.status).toBe(200);
      const data = projectSchema.parse((answer.body as { data: unknown }).data);
      expect(data).toMatchObject({ name: 'Renamed', fullName: 'Renamed in full' });
      expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(project.updatedAt));
    });

    it('renames with genres, keeping genres that differ only in case once', async () => {
      const answer = await patch(project._id, {
        name: 'Book',
        fullName: 'Book',
        genres: ['Fantasy', 'fantasy', 'FANTASY'],
      });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Project }).data).toMatchObject({ name: 'Book', genres: ['Fantasy'] });
    });

    it('saves emotions, settings and the voice model; an id naming no voice reads as the default one', async () => {
      const answer = await patch(project._id, {
        emotions: ['Joyful', 'Neutral'],
        settings: { speed: 1.1, nested: { a: [1, 2] } },
        voice_model_id: 'voice-7',
      });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Project }).data).toMatchObject({
        emotions: ['Joyful', 'Neutral'],
        settings: { speed: 1.1, nested: { a: [1, 2] } },
        // As a narration reads it: 'voice-7' names no voice of the catalogue.
        voice_model_id: { name: 'ava', displayName: 'Ava' },
      });
    });

    it('saves the status with the given lastModified', async () => {
      const lastModified = '2025-01-02T03:04:05.000Z';
      const answer = await patch(project._id, { status: 2, lastModified });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Project }).data).toMatchObject({ status: 2, lastModified });
    });

    it('merges the dotted videoInfo keys into the stored videoInfo', async () => {
      const cover = await patch(project._id, { 'videoInfo.cover_art': null, lastModified: Date.now() });
      expect(cover.status).toBe(200);
      expect((cover.body as { data: Project }).data.videoInfo).toEqual({
        cover_art: null,
        video_title_caption: 'Old title',
      });
      const title = await patch(project._id, { 'videoInfo.video_title_caption': 'New title' });
      expect((title.body as { data: Project }).data.videoInfo).toEqual({
        cover_art: null,
        video_title_caption: 'New title',
      });
    });

    it.each([
      [{ colour: 'red' }, 'Unknown field: colour'],
      [{ 'videoInfo.subtitle': 'x' }, 'Unknown field: videoInfo.subtitle'],
      [{ 'videoInfo.cover_art': 'projects/someone-elses/cover/a.jpg' }, COVER_ART_SET_BY_UPLOAD],
      [{ videoInfo: { cover_art: 'https://img.example/new.png' } }, COVER_ART_SET_BY_UPLOAD],
      [{}, 'Nothing to update'],
      [{ emotions: ['Sleepy'] }, undefined],
      [{ 'videoInfo.video_title_caption': '   ' }, 'Audio title must be 1 to 100 characters and not blank'],
    ])('refuses %j', async (json, message) => {
      const answer = await patch(project._id, json);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', ...(message && { message }) });
    });

    it.each([
      ['a NUL in the name', { name: 'Bad\u0000name' }, INPUT_MESSAGES.notAllowed('name')],
      ['a lone surrogate in the name', { name: 'Broken \ud800 name' }, INPUT_MESSAGES.notAllowed('name')],
      ['a bidi override in the name', { name: 'txt.\u202Eexe' }, TEXT_MESSAGES.unsafe('Project name')],
      ['a name of zero-width characters only', { name: '\u200B\u200D\uFEFF' }, TEXT_MESSAGES.invisible('Project name')],
      ['a NUL in a genre', { genres: ['Dra\u0000ma'] }, INPUT_MESSAGES.notAllowed('genres.0')],
      ['a NUL in the description', { description: 'a\u0000b' }, INPUT_MESSAGES.notAllowed('description')],
      [
        'a description of 5001 characters',
        { description: 'x'.repeat(5001) },
        FREE_FORM_MESSAGES.tooLong('Description', 5000),
      ],
      ['21 genres', { genres: Array.from({ length: 21 }, (_, i) => `Genre ${i}`) }, FREE_FORM_MESSAGES.tooManyGenres],
      ['a NUL in the settings', { settings: { note: 'a\u0000b' } }, INPUT_MESSAGES.notAllowed('settings.note')],
      ['a NUL in a settings key', { settings: { 'a\u0000': 1 } }, INPUT_MESSAGES.keyNotAllowed('settings')],
      ['settings nested 9 deep', { settings: nested(9) }, FREE_FORM_MESSAGES.settingsTooDeep],
      ['settings of 20 KB', { settings: { big: 'x'.repeat(20 * 1024) } }, FREE_FORM_MESSAGES.settingsTooLarge],
      [
        'a lastModified no date can hold',
        { status: 1, lastModified: 8_640_000_000_000_001 },
        'lastModified must be a date: ISO 8601 text with its time zone, or milliseconds since 1970',
      ],
      [
        'a lastModified that is no date',
        { status: 1, lastModified: 'yesterday' },
        'lastModified must be a date: ISO 8601 text with its time zone, or milliseconds since 1970',
      ],
    ])('refuses %s with a clear 400 and changes nothing', async (_name, json, message) => {
      const before = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
      const answer = await patch(project._id, json);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message });
      expect(await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken })).toMatchObject({
        body: before.body,
      });
    });

    it('refuses settings nested 5,000 deep with a clear 400', async () => {
      const depth = 5000;
      const answer = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        rawBody: `{"settings":${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}}`,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message: FREE_FORM_MESSAGES.settingsTooDeep });
    });

    it('keeps settings nested 8 deep', async () => {
      const answer = await patch(project._id, { settings: nested(8) });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Project }).data.settings).toEqual(nested(8));
    });

    it('stores names in NFC, the same name typed on any system being one name', async () => {
      const answer = await patch(project._id, { name: 'Cafe\u0301 stories', genres: ['Roman noir', 'Re\u0301cit'] });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Project }).data).toMatchObject({
        name: 'Caf\u00e9 stories',
        genres: ['Roman noir', 'R\u00e9cit'],
      });
    });

    it.each([
      ['the script', { source_document: { name: 'a.txt', file: 'http://s3/x', key: 'projects/x/source/a.txt' } }],
      ['the script with a name', { name: 'Book', source_document: { name: 'a.txt', file: 'f' } }],
    ])('refuses %s: only the upload sets it', async (_name, json) => {
      const answer = await patch(project._id, json);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message: 'Unknown field: source_document' });
    });

    it('refuses malformed JSON', async () => {
      const answer = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        rawBody: '{"name": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
    });
  });

  describe('DELETE /api/projects/:id', () => {
    it('deletes the project', async () => {
      const project = await create(owner, { name: 'Doomed' });
      const answer = await call(bff.url, 'DELETE', `/api/projects/${project._id}`, { token: owner.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      const gone = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
      expect(gone.status).toBe(404);
    });

    it('deletes the files stored for it: script, narration and its lossless master', async () => {
      const project = await create(owner, { name: 'Narrated, then deleted' });
      await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
      const started = await call(bff.url, 'POST', '/api/narrate-audio', {
        token: owner.idToken,
        json: { projectId: project._id, vocalType: 'default' },
      });
      expect(started.status).toBe(202);
      const { jobId } = (started.body as { data: { jobId: string } }).data;
      expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });

      const read = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
      const narrated = projectSchema.parse((read.body as { data: unknown }).data);
      const prefix = `projects/${project._id}/`;
      expect(narrated.audio_stems.vocal_master).toMatch(new RegExp(`^${prefix}.+/vocal-master\\.json$`));
      const keys = [narrated.source_document!.key!, narrated.audio_stems.vocal!, narrated.audio_stems.vocal_master!];
      const signed = await call(bff.url, 'POST', '/api/audio/presigned-urls', {
        token: owner.idToken,
        json: { s3Keys: keys },
      });
      const urls = Object.values((signed.body as { urls: Record<string, string> }).urls);
      expect(urls).toHaveLength(3);
      const statusOf = async (url: string) => {
        const response = await fetch(url);
        await response.arrayBuffer();
        return response.status;
      };
      for (const url of urls) expect(await statusOf(url)).toBe(200);

      const answer = await call(bff.url, 'DELETE', `/api/projects/${project._id}`, { token: owner.idToken });
      expect(answer.status).toBe(200);
      for (const url of urls) expect(await statusOf(url)).toBe(404);
      expect(await storedKeys(project._id)).toEqual([]);
    });

    it('deletes the project even when its files cannot be deleted', async () => {
      // A bff whose media-service is unreachable: nothing answers on port 1.
      const cut = await startTestApp({ MEDIA_SERVICE_URL: 'http://127.0.0.1:1' });
      try {
        const project = await create(owner, { name: 'Storage is down' });
        const answer = await call(cut.url, 'DELETE', `/api/projects/${project._id}`, { token: owner.idToken });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true });
        const gone = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
        expect(gone.status).toBe(404);
      } finally {
        await cut.stop();
      }
    });
  });

  describe("another user's project", () => {
    it.each([
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ])('%s answers exactly as for a project that does not exist, and leaves it alone', async (method, json) => {
      const project = await create(owner, { name: 'Private' });
      const answer = await call(bff.url, method, `/api/projects/${project._id}`, { token: stranger.idToken, json });
      const missing = await call(bff.url, method, `/api/projects/${missingId}`, { token: stranger.idToken, json });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
      expect(answer.body).toEqual(missing.body);
      const still = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
      expect(still.body).toEqual({ success: true, data: { ...project, access: 'owner', publisher: null } });
    });
  });

  describe('a missing project', () => {
    it.each([
      ['GET', missingId],
      ['PATCH', missingId],
      ['DELETE', missingId],
      ['GET', 'not-a-uuid'],
      ['PATCH', 'not-a-uuid'],
      ['DELETE', 'not-a-uuid'],
    ])('%s %s answers 404', async (method, id) => {
      const json = method === 'PATCH' ? { name: 'x' } : undefined;
      const answer = await call(bff.url, method, `/api/projects/${id}`, { token: owner.idToken, json });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found' });
    });
  });
});
