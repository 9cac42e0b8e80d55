import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SCRIPT_MAX_BYTES } from '@reeltalk/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { readSharedFixture } from '@reeltalk/stack';
import { startTestApp, TEST_SERVICE_TOKEN, testConfig, type TestApp, waitFor } from '../../testing/test-app.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { storedZip } from '../../testing/zip.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TYPE_MESSAGE = 'File type not supported. Please upload: .docx, .txt';
const SIZE_MESSAGE = 'File too large. Maximum size is 10MB';
/** The start of a PDF file: what a .pdf renamed to .docx begins with. */
const fixturePdfHead = () =>
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

describe('script upload and text extraction', () => {
  let app: TestApp;
  let storage: ObjectStorage;
  beforeAll(async () => {
    app = await startTestApp();
    storage = new ObjectStorage(testConfig().s3);
  });
  afterAll(async () => {
    await storage?.deletePrefix('projects/');
    storage?.destroy();
    await app?.stop();
  });

  const upload = (projectId: string, name: string, content: Buffer | string) =>
    app.request(
      `/projects/${projectId}/source`,
      scriptUpload(name, typeof content === 'string' ? content : new Uint8Array(content)),
    );
  const stored = async (projectId: string) => {
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/`)) keys.push(key);
    return keys;
  };
  const extract = (projectId: string, key: string) =>
    app.request(`/projects/${projectId}/extract-text`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });

  it('stores a Word script under a key of its own and extracts its text', async () => {
    const projectId = randomUUID();
    const docx = readSharedFixture('docx/pride-and-prejudice-ch1-6.docx');
    const response = await upload(projectId, 'Pride & Prejudice (draft).docx', docx);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      key: expect.stringMatching(new RegExp(`^projects/${projectId}/source/[0-9a-f-]{36}\\.docx$`)),
      name: 'Pride & Prejudice (draft).docx',
      size: docx.length,
      type: 'docx',
      contentType: DOCX_TYPE,
      url: expect.stringMatching(new RegExp(`^http://[^?]+/${body.key}$`)),
    });
    expect(await storage.head(body.key)).toMatchObject({ size: docx.length, contentType: DOCX_TYPE });
    expect((await storage.getBuffer(body.key)).equals(docx)).toBe(true);

    const extracted = await extract(projectId, body.key);
    expect(extracted.status).toBe(200);
    const { text, wordCount } = await extracted.json();
    expect(text).toContain('It is a truth universally acknowledged');
    expect(wordCount).toBeGreaterThan(7000);
  });

  it('stores a UTF-8 text script under the name given in X-File-Name, whatever its characters', async () => {
    const projectId = randomUUID();
    const text = readSharedFixture('texts/pride-and-prejudice-ch1-6.txt');
    const response = await upload(projectId, 'Élisabeth\'s "notes" (1); draft\r\n.txt', text);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      key: expect.stringMatching(new RegExp(`^projects/${projectId}/source/[0-9a-f-]{36}\\.txt$`)),
      name: 'Élisabeth\'s "notes" (1); draft.txt',
      size: text.length,
      type: 'txt',
      contentType: 'text/plain; charset=utf-8',
      url: expect.stringMatching(/^http:\/\/[^?]+\.txt$/),
    });
    expect(body.url.endsWith(`/${body.key}`)).toBe(true);
    const extracted = await (await extract(projectId, body.key)).json();
    expect(extracted.text).toContain('Mr. Bennet');
  });

  it('keeps the extension of a long name when it shortens it', async () => {
    const projectId = randomUUID();
    const response = await upload(projectId, `${'x'.repeat(300)}.txt`, 'Some words to read.');
    expect(response.status).toBe(201);
    const { name, type } = await response.json();
    expect({ length: name.length, type, end: name.slice(-5) }).toEqual({ length: 255, type: 'txt', end: 'x.txt' });
  });

  it('accepts a file of exactly 10 MB and refuses one byte more, storing nothing', async () => {
    const projectId = randomUUID();
    const exactly = Buffer.alloc(SCRIPT_MAX_BYTES, 'word ');
    const accepted = await upload(projectId, 'long.txt', exactly);
    expect(accepted.status).toBe(201);
    expect((await accepted.json()).size).toBe(SCRIPT_MAX_BYTES);

    const other = randomUUID();
    const refused = await upload(other, 'long.txt', Buffer.alloc(SCRIPT_MAX_BYTES + 1, 'word '));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'payload_too_large', message: SIZE_MESSAGE });
    expect(await stored(other)).toEqual([]);
  });

  it('refuses other file types by name, with the spec message', async () => {
    const projectId = randomUUID();
    for (const name of ['script.pdf', 'script.doc', 'script', 'script.txt.exe']) {
      const response = await upload(projectId, name, 'some text');
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'unsupported_media_type', message: TYPE_MESSAGE });
    }
    expect(await stored(projectId)).toEqual([]);
  });

  it('refuses files whose content is not what their name says, storing nothing', async () => {
    const projectId = randomUUID();
    const cases: Array<[string, Buffer | string, number, string]> = [
      ['fake.docx', 'plain text renamed to .docx', 415, TYPE_MESSAGE],
      ['pdf.docx', fixturePdfHead(), 415, TYPE_MESSAGE],
      ['parts.docx', storedZip({ 'hello.txt': 'a zip, not a Word file' }), 415, TYPE_MESSAGE],
      [
        'broken.docx',
        storedZip({ '[Content_Types].xml': '<Types', 'word/document.xml': 'not xml at all <<' }),
        422,
        'This file is not a readable Word document (.docx).',
      ],
      ['nul.txt', Buffer.from('text with a \u0000 byte'), 415, TYPE_MESSAGE],
      ['binary.txt', readSharedFixture('docx/tiny-picture.docx'), 415, TYPE_MESSAGE],
      ['empty.txt', '', 422, 'The file is empty.'],
      ['blank.txt', '  \n\n\t \r\n', 422, 'The script has no text to narrate.'],
      ['empty.docx', readSharedFixture('docx/empty.docx'), 422, 'The script has no text to narrate.'],
    ];
    for (const [name, content, status, message] of cases) {
      const response = await upload(projectId, name, content);
      expect({ name, status: response.status, body: await response.json() }).toEqual({
        name,
        status,
        body: { error: status === 415 ? 'unsupported_media_type' : 'unprocessable', message },
      });
    }
    expect(await stored(projectId)).toEqual([]);
  });

  it('answers 400 for a script without a usable name, storing nothing', async () => {
    const projectId = randomUUID();
    for (const headers of [{}, { 'X-File-Name': '%E0%A4%A' }, { 'X-File-Name': encodeURIComponent('\u202E') }] as Array<
      Record<string, string>
    >) {
      const response = await app.request(`/projects/${projectId}/source`, { method: 'POST', headers, body: 'Words.' });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("Send the script's name in X-File-Name, percent-encoded UTF-8.");
    }
    expect(await stored(projectId)).toEqual([]);
    const badProject = await upload('../other', 'a.txt', 'text');
    expect(badProject.status).toBe(404);
    const oddProject = await upload('a.b', 'a.txt', 'text');
    expect(oddProject.status).toBe(400);
  });

  it('answers 413 at once for a body declared over 10 MB, storing nothing', async () => {
    const projectId = randomUUID();
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${app.url}/projects/${projectId}/source`);
      const request = http.request(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TEST_SERVICE_TOKEN}`,
          'X-File-Name': 'big.txt',
          'Content-Length': String(SCRIPT_MAX_BYTES + 1),
        },
      });
      request.on('response', (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      // Only a start of the declared body is sent: the answer must not wait for the rest.
      request.write('word '.repeat(1000));
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'payload_too_large', message: SIZE_MESSAGE });
    expect(await stored(projectId)).toEqual([]);
  });

  it('extracts text only from this project’s scripts', async () => {
    const projectId = randomUUID();
    const { key } = await (await upload(projectId, 'a.txt', 'Hello there, listener.')).json();
    expect(await (await extract(projectId, key)).json()).toEqual({ text: 'Hello there, listener.', wordCount: 3 });

    const elsewhere = await extract(randomUUID(), key);
    expect(elsewhere.status).toBe(400);
    const missing = await extract(projectId, `projects/${projectId}/source/${randomUUID()}.txt`);
    expect(missing.status).toBe(404);
    const notAKey = await extract(projectId, '../../etc/passwd');
    expect(notAKey.status).toBe(400);
  });
});

describe('an upload cut off by the client', () => {
  it('is abandoned: the request ends and nothing is stored', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = createApp(testConfig(), logger);
    const { hostname: host, port } = new URL(await app.start());
    const storage = new ObjectStorage(testConfig().s3);
    const projectId = randomUUID();
    try {
      const request = http.request({
        host,
        port,
        method: 'POST',
        path: `/projects/${projectId}/source`,
        headers: { Authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'X-File-Name': 'long.txt' },
      });
      request.on('error', () => {});
      // More than one storage part (8 MB), so a multipart upload is under way when the client goes.
      request.write(Buffer.alloc(9 * 1024 * 1024, 'word '));
      await new Promise((resolve) => request.once('drain', resolve).once('error', resolve));
      request.destroy();

      const logged = await waitFor(
        async () => lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request'),
        30_000,
        'the interrupted request to end',
      );
      expect(logged).toMatchObject({ method: 'POST', path: `/projects/${projectId}/source`, status: 400 });
      const left: string[] = [];
      for await (const key of storage.list(`projects/${projectId}/`)) left.push(key);
      expect(left).toEqual([]);
    } finally {
      storage.destroy();
      await app.stop();
    }
  });
});
