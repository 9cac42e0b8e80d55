import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { readConfig, type Config } from '../src/config.ts';
import { ObjectStorage } from '../src/storage/object-storage.ts';
import { workerBucket, workerDatabaseUrl } from './worker-storage.ts';

export const TEST_SERVICE_TOKEN = 'test-service-token-0123456789abcdef';

/**
 * The service's environment in tests: the backing services started by global-setup (this worker's own database and
 * bucket on them), fast job leases, no engine warm-up and no stock music made at start (each test file starts the
 * service, and most never narrate or list music).
 */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const { databaseUrl, s3 } = inject('mediaTest');
  return {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: workerDatabaseUrl(databaseUrl),
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: workerBucket(s3.bucket),
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    MEDIA_SERVICE_PORT: '0',
    LOG_LEVEL: 'silent',
    JOB_HEARTBEAT_SECONDS: '1',
    JOB_STALE_SECONDS: '3',
    NARRATION_WARM_UP: 'false',
    STOCK_MUSIC_SECONDS: '8',
    STOCK_MUSIC_AT_START: 'false',
    ...overrides,
  };
}

export const testConfig = (overrides: Record<string, string> = {}): Config => readConfig(testEnv(overrides));

export interface TestApp {
  url: string;
  /** fetch against the app, with the service token unless headers say otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const app = createApp(testConfig(overrides));
  const url = await app.start();
  return {
    url,
    request: (path, init = {}) =>
      fetch(url + path, {
        ...init,
        headers: { Authorization: `Bearer ${TEST_SERVICE_TOKEN}`, ...(init.headers as Record<string, string>) },
      }),
    stop: () => app.stop(),
  };
}

/**
 * The file's test app and a client of its bucket, started before the file's tests and stopped after them (read them
 * inside tests: they are there once beforeAll has run).
 */
export function appWithStorage(): { app: TestApp; storage: ObjectStorage } {
  const started = {} as { app: TestApp; storage: ObjectStorage };
  beforeAll(async () => {
    started.app = await startTestApp();
    started.storage = new ObjectStorage(testConfig().s3);
  });
  afterAll(async () => {
    started.storage?.destroy();
    await started.app?.stop();
  });
  return started;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
