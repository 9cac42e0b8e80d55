import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { readStackConfig, startBackingServices, testStackEnv } from '@reeltalk/stack';
import type { TestProject } from 'vitest/node';
import { acquireRunLock } from './run-lock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mediaTest: {
      databaseUrl: string;
      s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The media-service has no use for the auth emulator, so the tests do not start it.
  const config = readStackConfig({
    ...process.env,
    ...testStackEnv(300, '.data/test-media'),
    FIREBASE_USE_EMULATOR: 'false',
  });
  await mkdir(path.dirname(config.dataDir), { recursive: true });
  const release = await acquireRunLock(`${config.dataDir}.lock`, 20 * 60_000);
  try {
    await rm(config.dataDir, { recursive: true, force: true });
    const services = await startBackingServices(config);
    project.provide('mediaTest', { databaseUrl: services.databaseUrl, s3: services.s3 });
    return async () => {
      await services.stop();
      await release();
    };
  } catch (error) {
    await release();
    throw error;
  }
}
