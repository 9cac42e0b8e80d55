import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-app.ts';
import { ObjectStorage } from './object-storage.ts';

const MB = 1024 * 1024;

/** A stream of `size` random bytes made chunk by chunk, with the digest of what it produced. */
function randomStream(size: number, chunkSize = 64 * 1024) {
  const hash = createHash('sha256');
  let sent = 0;
  const head: Buffer[] = [];
  const stream = Readable.from(
    (function* () {
      while (sent < size) {
        const chunk = randomBytes(Math.min(chunkSize, size - sent));
        hash.update(chunk);
        if (sent < MB) head.push(chunk);
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, digest: () => hash.digest('hex'), firstMegabyte: () => Buffer.concat(head).subarray(0, MB) };
}

async function digestOf(stream: Readable): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { digest: hash.digest('hex'), size };
}

describe('ObjectStorage', () => {
  let storage: ObjectStorage;
  const prefix = `projects/storage-test-${randomUUID()}/`;

  beforeAll(() => {
    storage = new ObjectStorage(testConfig().s3);
  });
  afterAll(async () => {
    await storage.deletePrefix(prefix);
    storage.destroy();
  });

  it('streams a 10 MB upload in parts and reads it back byte for byte', async () => {
    const key = `${prefix}big.bin`;
    const source = randomStream(10 * MB);
    await storage.putStream(key, source.stream, { contentType: 'application/octet-stream' });

    expect(await storage.head(key)).toMatchObject({ size: 10 * MB, contentType: 'application/octet-stream' });
    const { body, size } = await storage.getStream(key);
    expect(size).toBe(10 * MB);
    expect(await digestOf(body)).toEqual({ digest: source.digest(), size: 10 * MB });

    const range = await storage.getStream(key, { start: 1000, end: 1999 });
    expect(range.length).toBe(1000);
    expect(range.size).toBe(10 * MB);
    const bytes = Buffer.concat(await range.body.toArray());
    expect(bytes.equals(source.firstMegabyte().subarray(1000, 2000))).toBe(true);
  });

  it('stores a text made piece by piece as the pieces one after another, in UTF-8', async () => {
    const key = `${prefix}pieces.srt`;
    await storage.putPieces(key, ['1\n', '00:00:00,000 --> 00:00:01,000\n', 'Élan\n\n'], 'application/x-subrip');
    expect(await storage.head(key)).toMatchObject({ contentType: 'application/x-subrip' });
    expect((await storage.getBuffer(key)).toString('utf8')).toBe('1\n00:00:00,000 --> 00:00:01,000\nÉlan\n\n');
  });

  it('gives the browser a presigned URL that serves range requests', async () => {
    const key = `${prefix}clip.txt`;
    await storage.put(key, 'hello, presigned world', 'text/plain');
    const url = await storage.presignGet(key, { expiresIn: 300 });
    expect(url).toContain('X-Amz-Expires=300');

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('hello, presigned world');

    const part = await fetch(url, { headers: { Range: 'bytes=7-15' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('presigned');
  });

  it('leaves nothing behind when the upload is aborted or its source fails', async () => {
    const aborted = `${prefix}aborted.bin`;
    const controller = new AbortController();
    const slow = Readable.from(
      (async function* () {
        yield randomBytes(MB);
        controller.abort(new Error('client went away'));
        yield randomBytes(MB);
      })(),
    );
    await expect(
      storage.putStream(aborted, slow, { contentType: 'application/octet-stream', signal: controller.signal }),
    ).rejects.toThrow();
    expect(await storage.head(aborted)).toBeUndefined();

    const failing = `${prefix}failing.bin`;
    const broken = Readable.from(
      (async function* () {
        yield randomBytes(9 * MB);
        throw new Error('source broke');
      })(),
    );
    await expect(storage.putStream(failing, broken, { contentType: 'application/octet-stream' })).rejects.toThrow(
      'source broke',
    );
    expect(await storage.head(failing)).toBeUndefined();
  });

  it('deletes one object, or everything under a prefix', async () => {
    const folder = `${prefix}folder/`;
    await Promise.all([1, 2, 3].map((n) => storage.put(`${folder}${n}.json`, '{}', 'application/json')));
    await storage.put(`${prefix}keep.json`, '{}', 'application/json');

    await storage.delete(`${folder}1.json`);
    expect(await storage.head(`${folder}1.json`)).toBeUndefined();
    expect(await storage.deletePrefix(folder)).toBe(2);
    const left: string[] = [];
    for await (const key of storage.list(folder)) left.push(key);
    expect(left).toEqual([]);
    expect(await storage.head(`${prefix}keep.json`)).toBeDefined();
  });
});
