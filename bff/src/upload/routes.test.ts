import { readFile } from 'node:fs/promises';
import http from 'node:http';
import {
  PROJECT_MESSAGES,
  SCRIPT_FILE_MESSAGES,
  SCRIPT_MAX_BYTES,
  SCRIPT_NAME_MAX,
  SCRIPT_UPLOAD_MESSAGES,
  type Project,
} from '@reeltalk/contracts';
import { sharedFixture } from '@reeltalk/stack';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import {
  createProject,
  getProject,
  scriptObjects,
  SHORT_SCRIPT,
  storedKeys,
  textFile,
  upload,
  uploadScript,
} from '../../testing/scripts.ts';

const DOCX_FIXTURE = sharedFixture('docx', 'pride-and-prejudice-ch1-6.docx');
const missingId = '00000000-0000-4000-8000-000000000000';

/** A real PDF's opening bytes: what a .pdf renamed to .docx starts with. */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

describe('script upload', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let docx: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger, docx] = await Promise.all([
      signUpUser(),
      signUpUser(),
      readFile(DOCX_FIXTURE).then((bytes) => new Uint8Array(bytes)),
    ]);
  });
  afterAll(() => bff.stop());

  it('stores a .txt script and makes it the project source document', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await upload(bff.url, owner.idToken, [
      ['projectId', project._id],
      ['file', textFile(SHORT_SCRIPT, 'My Script — draft.txt')],
    ]);
    expect(answer.status).toBe(200);
    const body = answer.body as { success: boolean; s3Url: string; data: Project };
    expect(body.success).toBe(true);
    const document = body.data.source_document;
    expect(document).toEqual({
      name: 'My Script — draft.txt',
      size: Buffer.byteLength(SHORT_SCRIPT),
      type: 'txt',
      file: body.s3Url,
      key: expect.stringMatching(new RegExp(`^projects/${project._id}/source/[^/]+\\.txt$`)),
    });
    expect(body.s3Url.endsWith(`/${document?.key}`)).toBe(true);
    expect(await storedKeys(project._id)).toEqual([document?.key]);
    // GET also says what the caller may do with it and where it is published.
    expect(await getProject(bff.url, owner, project._id)).toEqual({ ...body.data, access: 'owner', publisher: null });
  });

  it('stores a .docx script, whose text can then be extracted', async () => {
    const project = await createProject(bff.url, owner);
    const stored = await uploadScript(bff.url, owner, project._id, new File([docx], 'pride-and-prejudice-ch1-6.docx'));
    expect(stored.source_document).toMatchObject({
      name: 'pride-and-prejudice-ch1-6.docx',
      size: docx.length,
      type: 'docx',
    });

    const answer = await call(bff.url, 'POST', `/api/projects/${project._id}/extract-text`, { token: owner.idToken });
    expect(answer.status).toBe(200);
    const { success, text, wordCount } = answer.body as { success: boolean; text: string; wordCount: number };
    expect(success).toBe(true);
    expect(text).toContain('It is a truth universally acknowledged');
    expect(wordCount).toBeGreaterThan(5000);
  });

  it('replaces the script: the project stays, the old file goes', async () => {
    const project = await createProject(bff.url, owner);
    const first = await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    const second = await uploadScript(bff.url, owner, project._id, new File([docx], 'book.docx'));
    expect(second._id).toBe(project._id);
    expect(second.source_document).toMatchObject({ name: 'book.docx', type: 'docx' });
    expect(second.source_document?.key).not.toBe(first.source_document?.key);
    expect(await storedKeys(project._id)).toEqual(scriptObjects(String(second.source_document?.key)));
  });

  describe('refuses a bad file with its message and keeps what was there', () => {
    let project: Project;
    beforeAll(async () => {
      project = await createProject(bff.url, owner);
      await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    });

    const notWord = async () => {
      const zip = new JSZip();
      zip.file('notes.txt', 'Just some notes, not a Word document.');
      return new File([new Uint8Array(await zip.generateAsync({ type: 'uint8array' }))], 'notes.docx');
    };

    it.each([
      ['a PDF renamed .docx', () => new File([PDF], 'paper.docx'), 415, SCRIPT_FILE_MESSAGES.type],
      ['a zip that is not a Word file', notWord, 415, SCRIPT_FILE_MESSAGES.type],
      [
        'a binary .txt',
        () => textFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 0xff])),
        415,
        SCRIPT_FILE_MESSAGES.type,
      ],
      ['a .pdf', () => new File([PDF], 'paper.pdf'), 415, SCRIPT_FILE_MESSAGES.type],
      ['a file of 11 MB', () => textFile('word '.repeat((11 * 1024 * 1024) / 5)), 413, SCRIPT_FILE_MESSAGES.size],
      ['a file one byte over 10 MB', () => textFile('a'.repeat(SCRIPT_MAX_BYTES + 1)), 413, SCRIPT_FILE_MESSAGES.size],
      ['an empty file', () => textFile(''), 422, SCRIPT_UPLOAD_MESSAGES.empty],
    ])('%s', async (_name, file, status, message) => {
      const before = await getProject(bff.url, owner, project._id);
      const keys = await storedKeys(project._id);
      const answer = await upload(bff.url, owner.idToken, [
        ['projectId', project._id],
        ['file', await file()],
      ]);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ message });
      expect(await getProject(bff.url, owner, project._id)).toEqual(before);
      expect(await storedKeys(project._id)).toEqual(keys);
    });
  });

  it('takes a file of exactly 10 MB', async () => {
    const project = await createProject(bff.url, owner);
    const stored = await uploadScript(bff.url, owner, project._id, textFile('word '.repeat(SCRIPT_MAX_BYTES / 5)));
    expect(stored.source_document?.size).toBe(SCRIPT_MAX_BYTES);
  });

  it("answers another user's project exactly as a missing one, and stores nothing", async () => {
    const project = await createProject(bff.url, owner);
    const before = await getProject(bff.url, owner, project._id);
    const answer = await upload(bff.url, stranger.idToken, [
      ['projectId', project._id],
      ['file', textFile(SHORT_SCRIPT)],
    ]);
    const missing = await upload(bff.url, stranger.idToken, [
      ['projectId', missingId],
      ['file', textFile(SHORT_SCRIPT)],
    ]);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
    expect(answer.body).toEqual(missing.body);
    expect(await getProject(bff.url, owner, project._id)).toEqual(before);
    expect(await storedKeys(project._id)).toEqual([]);
  });

  it("cannot be made to delete another user's script by pointing a project at its key", async () => {
    const victim = await createProject(bff.url, owner, 'Victim');
    const theirs = await uploadScript(bff.url, owner, victim._id, textFile(SHORT_SCRIPT, 'theirs.txt'));
    const victimKey = theirs.source_document!.key!;
    const attacker = await createProject(bff.url, stranger, 'Attacker');
    const pointed = await call(bff.url, 'PATCH', `/api/projects/${attacker._id}`, {
      token: stranger.idToken,
      json: { source_document: { name: 'x.txt', file: theirs.source_document!.file, key: victimKey } },
    });
    await uploadScript(bff.url, stranger, attacker._id, textFile(SHORT_SCRIPT, 'mine.txt'));
    await uploadScript(bff.url, stranger, attacker._id, textFile(SHORT_SCRIPT, 'mine again.txt'));
    expect(await storedKeys(victim._id)).toEqual([victimKey]);
    expect((await getProject(bff.url, owner, victim._id)).source_document).toEqual(theirs.source_document);
    expect(pointed.status).toBe(400);
  });

  it.each([
    ["Alice's Adventures.txt", "Alice's Adventures.txt"],
    ['My Script (1).txt', 'My Script (1).txt'],
    ['Done! *final* [v2] ~ 100% @home.txt', 'Done! *final* [v2] ~ 100% @home.txt'],
    ['Cafe\u0301 \u00abnoir\u00bb.txt', 'Caf\u00e9 \u00abnoir\u00bb.txt'],
    ['C:\\fakepath\\draft.txt', 'draft.txt'],
    ['evil\u202Etxt.txt', 'eviltxt.txt'],
  ])('takes a script named %j, shown as %j', async (name, shown) => {
    const project = await createProject(bff.url, owner);
    const stored = await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT, name));
    expect(stored.source_document).toMatchObject({ name: shown, type: 'txt', size: Buffer.byteLength(SHORT_SCRIPT) });
  });

  it('takes a script with a 300-character name, shortened before its extension', async () => {
    const project = await createProject(bff.url, owner);
    const name = `${'A long title '.repeat(23)}end.docx`;
    expect(name.length).toBeGreaterThan(300);
    const stored = await uploadScript(bff.url, owner, project._id, new File([docx], name));
    const shown = stored.source_document!.name;
    expect(shown).toHaveLength(SCRIPT_NAME_MAX);
    expect(shown.endsWith('.docx')).toBe(true);
    expect(name.startsWith(shown.slice(0, -'.docx'.length))).toBe(true);
    expect(stored.source_document).toMatchObject({ type: 'docx', size: docx.length });
  });

  it('answers 404 for a project that does not exist', async () => {
    const answer = await upload(bff.url, owner.idToken, [
      ['projectId', missingId],
      ['file', textFile(SHORT_SCRIPT)],
    ]);
    expect(answer.status).toBe(404);
    expect(await storedKeys(missingId)).toEqual([]);
  });

  it.each([
    [
      'the file before the projectId',
      (id: string) => [
        ['file', textFile(SHORT_SCRIPT)],
        ['projectId', id],
      ],
      SCRIPT_UPLOAD_MESSAGES.projectIdFirst,
    ],
    ['no file', (id: string) => [['projectId', id]], SCRIPT_UPLOAD_MESSAGES.missingFile],
    ['no projectId', () => [['file', textFile(SHORT_SCRIPT)]], SCRIPT_UPLOAD_MESSAGES.projectIdFirst],
    ['nothing', () => [['name', 'x']], SCRIPT_UPLOAD_MESSAGES.missingProjectId],
  ] as Array<[string, (id: string) => Array<[string, string | File]>, string]>)(
    'answers 400 for %s',
    async (_name, parts, message) => {
      const project = await createProject(bff.url, owner);
      const answer = await upload(bff.url, owner.idToken, parts(project._id));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'bad_request', message });
      expect((await getProject(bff.url, owner, project._id)).source_document).toBeNull();
      expect(await storedKeys(project._id)).toEqual([]);
    },
  );

  it('answers 413 at once for a body declared larger than a script and its form can be', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${bff.url}/api/upload`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${owner.idToken}`,
          'Content-Type': 'multipart/form-data; boundary=declared',
          'Content-Length': String(SCRIPT_MAX_BYTES + 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      // Only the start of the declared body: the answer must not wait for the rest.
      request.write(`--declared\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${project._id}\r\n`);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'payload_too_large', message: SCRIPT_FILE_MESSAGES.size });
    expect(await storedKeys(project._id)).toEqual([]);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const answer = await call(bff.url, 'POST', '/api/upload', { token: owner.idToken, json: { projectId: missingId } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: SCRIPT_UPLOAD_MESSAGES.notMultipart });
  });

  it('answers 401 without a token, before reading the file', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await upload(bff.url, undefined, [
      ['projectId', project._id],
      ['file', textFile(SHORT_SCRIPT)],
    ]);
    expect(answer.status).toBe(401);
    expect(await storedKeys(project._id)).toEqual([]);
  });

  describe('POST /api/projects/{id}/extract-text', () => {
    it('answers 409 while the project has no script', async () => {
      const project = await createProject(bff.url, owner);
      const answer = await call(bff.url, 'POST', `/api/projects/${project._id}/extract-text`, { token: owner.idToken });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: 'conflict' });
    });

    it("answers another user's project exactly as a missing one", async () => {
      const project = await createProject(bff.url, owner);
      await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
      const extract = (id: string) =>
        call(bff.url, 'POST', `/api/projects/${id}/extract-text`, { token: stranger.idToken });
      const [answer, missing] = [await extract(project._id), await extract(missingId)];
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: PROJECT_MESSAGES.notFound });
      expect(answer.body).toEqual(missing.body);
    });

    it('answers the text of a .txt script', async () => {
      const project = await createProject(bff.url, owner);
      await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
      const answer = await call(bff.url, 'POST', `/api/projects/${project._id}/extract-text`, { token: owner.idToken });
      expect(answer.body).toEqual({
        success: true,
        text: 'Chapter One\n\nThe lamp was lit. Anna opened the old book and began to read aloud.',
        wordCount: 16,
      });
    });
  });
});
