import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStackConfig } from '../config.ts';
import { startBackingServices, type BackingServices } from '../embedded.ts';

/**
 * The embedded object store as `npm start` and the test stacks start it (every other backing service configured
 * from outside, so only storage starts), with HOST set to every interface: it must still be reachable on loopback
 * only, and answer only requests signed with the stack's credentials.
 */
let dataDir: string;
let services: BackingServices;
let client: S3Client;
const config = () =>
  readStackConfig({
    HOST: '0.0.0.0',
    S3_PORT: '0',
    SHELL_PORT: '3999',
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    FIREBASE_USE_EMULATOR: 'false',
    SMTP_URL: 'smtp://127.0.0.1:1',
  });
const APP_ORIGIN = 'http://127.0.0.1:3999';

/** An S3 client set up as the media-service's: path-style, checksums only when an operation needs one. */
const s3Client = (secretAccessKey = services.s3.secretAccessKey) =>
  new S3Client({
    endpoint: services.s3.endpoint,
    region: services.s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: services.s3.accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });

const objectUrl = (key: string) => `${services.s3.endpoint}/${services.s3.bucket}/${key}`;
const read = async (key: string) =>
  (await client.send(new GetObjectCommand({ Bucket: services.s3.bucket, Key: key }))).Body!.transformToString();
const errorCode = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storage-gate-'));
  services = await startBackingServices(config());
  client = s3Client();
  await client.send(new PutObjectCommand({ Bucket: services.s3.bucket, Key: 'projects/p1/book.txt', Body: 'words' }));
});

afterAll(async () => {
  client?.destroy();
  await services?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded object store', () => {
  it('listens on loopback only, whatever HOST says', async () => {
    const { hostname, port } = new URL(services.s3.endpoint);
    expect(hostname).toBe('127.0.0.1');
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    expect(outside, 'this machine has an interface other than loopback').toBeDefined();
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), outside!.address);
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('has a secret of its own, not the well-known s3rver one', () => {
    expect(services.s3.secretAccessKey).not.toBe('S3RVER');
    expect(services.s3.secretAccessKey).not.toBe(readStackConfig({ DATA_DIR: dataDir }).s3SecretAccessKey);
  });

  it('refuses unsigned reads, writes, deletes and listings with an S3 error', async () => {
    const bucket = `${services.s3.endpoint}/${services.s3.bucket}`;
    const attempts = [
      fetch(objectUrl('projects/p1/book.txt')),
      fetch(objectUrl('projects/p1/book.txt'), { method: 'PUT', body: 'changed' }),
      fetch(objectUrl('projects/p1/book.txt'), { method: 'DELETE' }),
      fetch(`${bucket}/?list-type=2&prefix=projects/`),
      fetch(`${services.s3.endpoint}/`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('content-type')).toBe('application/xml');
      expect(errorCode(await answer.text())).toBe('AccessDenied');
    }
    expect(await read('projects/p1/book.txt')).toBe('words');
  });

  it('refuses requests signed with another secret', async () => {
    const forger = s3Client('S3RVER');
    try {
      const attempt = forger.send(new ListObjectsV2Command({ Bucket: services.s3.bucket, Prefix: 'projects/' }));
      await expect(attempt).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
        $metadata: { httpStatusCode: 403 },
      });
      const url = await getSignedUrl(
        forger,
        new GetObjectCommand({ Bucket: services.s3.bucket, Key: 'projects/p1/book.txt' }),
      );
      const answer = await fetch(url);
      expect(answer.status).toBe(403);
      expect(errorCode(await answer.text())).toBe('SignatureDoesNotMatch');
    } finally {
      forger.destroy();
    }
  });

  it('answers a presigned GET, with its download name, and refuses it changed or expired', async () => {
    const command = new GetObjectCommand({
      Bucket: services.s3.bucket,
      Key: 'projects/p1/book.txt',
      ResponseContentDisposition: 'attachment; filename="Book.txt"',
    });
    const url = await getSignedUrl(client, command, { expiresIn: 600 });
    const answer = await fetch(url, { headers: { Range: 'bytes=1-3' } });
    expect(answer.status).toBe(206);
    expect(await answer.text()).toBe('ord');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Book.txt"');

    await client.send(new PutObjectCommand({ Bucket: services.s3.bucket, Key: 'projects/p2/other.txt', Body: 'x' }));
    const otherKey = await fetch(url.replace('projects/p1/book.txt', 'projects/p2/other.txt'));
    expect(otherKey.status).toBe(403);
    expect(errorCode(await otherKey.text())).toBe('SignatureDoesNotMatch');
    const longer = await fetch(url.replace('X-Amz-Expires=600', 'X-Amz-Expires=6000'));
    expect(longer.status).toBe(403);

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const expired = await getSignedUrl(client, command, { expiresIn: 3600, signingDate: twoHoursAgo });
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('<Message>Request has expired</Message>');
  });

  it('takes what the AWS SDK sends: streamed and multipart uploads, listings, batch deletes', async () => {
    const { bucket } = services.s3;
    const streamed = Readable.from([Buffer.from('streamed '), Buffer.from('bytes')]);
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'projects/p3/a b+c.txt', Body: streamed, ContentLength: 14 }),
    );
    expect(await read('projects/p3/a b+c.txt')).toBe('streamed bytes');

    const part = Buffer.alloc(5 * 1024 * 1024, 7);
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: 'projects/p3/big.bin', Body: Readable.from([part, part, Buffer.from('end')]) },
      partSize: part.length,
    });
    await upload.done();

    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'projects/p3/' }));
    expect(listed.Contents?.map((object) => [object.Key, object.Size])).toEqual([
      ['projects/p3/a b+c.txt', 14],
      ['projects/p3/big.bin', part.length * 2 + 3],
    ]);
    // One key a batch: s3rver removes emptied folders, and two deletes in one folder race over that.
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: [{ Key: 'projects/p3/big.bin' }] } }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'projects/p3/a b+c.txt' }));
    const after = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'projects/p3/' }));
    expect(after.KeyCount).toBe(0);
    await expect(
      client.send(new GetObjectCommand({ Bucket: bucket, Key: 'projects/p3/big.bin' })),
    ).rejects.toBeInstanceOf(S3ServiceException);
  });

  it('keeps conditional writes as S3 does: If-None-Match: * only creates, If-Match only replaces that version', async () => {
    const { bucket } = services.s3;
    const put = (body: string, condition: { IfNoneMatch?: string; IfMatch?: string }) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: 'releases/registry.json', Body: body, ...condition }));
    const status = (error: unknown) => (error as S3ServiceException).$metadata.httpStatusCode;

    const created = await put('first', { IfNoneMatch: '*' });
    await expect(put('second', { IfNoneMatch: '*' }).catch(status)).resolves.toBe(412);
    expect(await read('releases/registry.json')).toBe('first');

    const replaced = await put('second', { IfMatch: created.ETag });
    await expect(put('stale', { IfMatch: created.ETag }).catch(status)).resolves.toBe(412);
    expect(await read('releases/registry.json')).toBe('second');
    await put('third', { IfMatch: replaced.ETag });
    expect(await read('releases/registry.json')).toBe('third');

    await expect(
      client
        .send(new PutObjectCommand({ Bucket: bucket, Key: 'releases/none.json', Body: 'x', IfMatch: created.ETag }))
        .catch(status),
    ).resolves.toBe(404);
    // Of many creations at once, exactly one lands.
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        client.send(
          new PutObjectCommand({ Bucket: bucket, Key: 'releases/once.json', Body: `${n}`, IfNoneMatch: '*' }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it("lets the app's pages read across origins, and no other page", async () => {
    const preflight = (origin: string, method = 'GET') =>
      fetch(objectUrl('projects/p1/book.txt'), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'range' },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('range');

    for (const refused of [await preflight('https://evil.example'), await preflight(APP_ORIGIN, 'DELETE')]) {
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }

    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: services.s3.bucket, Key: 'projects/p1/book.txt' }),
    );
    const fromApp = await fetch(url, { headers: { Origin: APP_ORIGIN } });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const fromElsewhere = await fetch(url, { headers: { Origin: 'https://evil.example' } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
