import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { remoteRegistrySchema } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles, recordFor } from '../../testing/releases.ts';
import { releaseStoreContract } from '../../testing/release-store-contract.ts';
import { readStackConfig } from '../config.ts';
import { startBackingServices, storageEnv, type BackingServices } from '../embedded.ts';
import { openReleaseStore } from './open-store.ts';
import { ReleaseRegistry } from './registry.ts';
import { S3ReleaseStore } from './s3-store.ts';
import { registryManifests, servedRegistry } from './served-registry.ts';

/** The embedded object store as npm start runs it (s3rver behind its signature gate); nothing else is started. */
let dataDir: string;
let services: BackingServices;
let client: S3Client;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'release-s3-'));
  services = await startBackingServices(
    readStackConfig({
      S3_PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      FIREBASE_USE_EMULATOR: 'false',
      SMTP_URL: 'smtp://127.0.0.1:1',
    }),
  );
  client = new S3Client({
    endpoint: services.s3.endpoint,
    region: services.s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: services.s3.accessKeyId, secretAccessKey: services.s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  client?.destroy();
  await services?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let prefixes = 0;
/** Each store its own prefix of the one bucket, as separate deployments would have. */
const open = () =>
  new S3ReleaseStore({
    client,
    bucket: services.s3.bucket,
    prefix: `releases-${++prefixes}/`,
    publicUrl: 'https://cdn.example/releases',
  });

describe('the S3 release store', () => {
  releaseStoreContract(open);

  it('keeps each file for good with its type, at the address RELEASES_PUBLIC_URL serves it from', async () => {
    const store = open();
    const files = buildFiles('Account');
    await store.publish(recordFor('mf-account', '1.0.0', files), files);
    const key = `releases-${prefixes}/mf-account/1.0.0/remoteEntry.js`;
    const head = await client.send(new HeadObjectCommand({ Bucket: services.s3.bucket, Key: key }));
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentType).toBe('text/javascript; charset=utf-8');
    expect(store.urlOf('mf-account', '1.0.0', 'remoteEntry.js')).toBe(
      'https://cdn.example/releases/mf-account/1.0.0/remoteEntry.js',
    );
  });
});

describe('releases in the bucket, as RELEASES_S3_PREFIX names them', () => {
  it('are made live and rolled back in the registry every shell instance reads, and served by their public address', async () => {
    const config = readStackConfig({
      ...storageEnv(services),
      RELEASES_S3_PREFIX: '/production-releases/',
      RELEASES_PUBLIC_URL: 'https://cdn.example/releases/',
    });
    const store = openReleaseStore(config);
    expect(store.location).toBe(`s3://${services.s3.bucket}/production-releases/`);
    const registry = new ReleaseRegistry(store);
    const shell = { '@reeltalk/contracts': '1.0.0', '@reeltalk/web-kit': '1.0.0' };
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const files = buildFiles(`Account ${version}`);
      await store.publish(recordFor('mf-account', version, files), files);
      await registry.makeLive('mf-account', version, { shell });
    }
    await registry.rollback('mf-account', undefined, { shell });

    const source = { config, store, distOf: () => dataDir };
    const served = remoteRegistrySchema.parse(await servedRegistry(source));
    expect(served.remotes.mf_account!.live).toEqual({
      version: '1.1.0',
      manifest: 'https://cdn.example/releases/mf-account/1.1.0/mf-manifest.json',
      requires: { '@reeltalk/contracts': '^1.0.0', '@reeltalk/web-kit': '^1.0.0' },
    });
    expect(served.remotes.mf_account!.earlier.map((release) => release.manifest)).toEqual([
      'https://cdn.example/releases/mf-account/1.0.0/mf-manifest.json',
    ]);
    expect(await registryManifests(source)).toContain('https://cdn.example/releases/mf-account/1.2.0/mf-manifest.json');
  });
});
