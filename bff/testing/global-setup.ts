import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readStackConfig, startBackingServices, testStackEnv, type S3Settings } from '@reeltalk/stack';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { startMediaService } from './media-service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    bffTest: {
      databaseUrl: string;
      authEmulatorHost: string;
      firebaseProjectId: string;
      firebaseApiKey: string;
      /** The real media-service, started for the bff tests at this offset. */
      mediaServiceUrl: string;
      /** Its log, one JSON line per request. */
      mediaServiceLog: string;
      /** The object storage behind it, for tests to check what is stored. */
      s3: S3Settings;
      /** The mail catcher the bff sends through, and its page (GET /api/messages lists what was sent). */
      smtpUrl: string;
      mailCatcherUrl: string;
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = readStackConfig({ ...process.env, ...testStackEnv(200, '.data/test-bff') });
  await rm(config.dataDir, { recursive: true, force: true });
  const services = await startBackingServices(config);
  let media: Awaited<ReturnType<typeof startMediaService>> | undefined;
  const stop = async () => {
    await media?.stop();
    await services.stop();
  };
  try {
    if (!services.authEmulatorHost) throw new Error('bff tests need the Firebase Auth emulator');
    if (!services.mailCatcherUrl) throw new Error('bff tests need the mail catcher: unset SMTP_URL');
    const db = createDatabase(services.databaseUrl);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const mediaServiceLog = path.join(config.dataDir, 'media-service.log');
    media = await startMediaService(services, { host: config.host, port: config.ports.mediaService }, mediaServiceLog);
    project.provide('bffTest', {
      databaseUrl: services.databaseUrl,
      authEmulatorHost: services.authEmulatorHost,
      firebaseProjectId: config.firebaseProjectId,
      firebaseApiKey: config.firebaseApiKey,
      mediaServiceUrl: media.url,
      mediaServiceLog,
      s3: services.s3,
      smtpUrl: services.smtpUrl,
      mailCatcherUrl: services.mailCatcherUrl,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
