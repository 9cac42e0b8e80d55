import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStackConfig, serviceSettings, type ServiceSettings } from './config.ts';
import type { BackingServices } from './embedded.ts';
import { stackEnv } from './pieces.ts';

// The services' settings with other defaults than today's: the stack must hand the services what their own schemas
// say, not a copy of today's values.
const { common, bff, mediaService } = serviceSettings;
const changed: ServiceSettings = {
  common: common.extend({
    HOST: z.string().default('127.0.0.9'),
    LOG_LEVEL: common.shape.LOG_LEVEL.unwrap().default('warn'),
  }),
  bff: bff.extend({ FIREBASE_PROJECT_ID: z.string().default('demo-other-project') }),
  mediaService: mediaService.extend({
    S3_BUCKET: z.string().default('other-bucket'),
    S3_REGION: z.string().default('eu-west-3'),
    S3_ACCESS_KEY_ID: z.string().default('OTHER-KEY'),
    S3_SECRET_ACCESS_KEY: z.string().default('OTHER-SECRET'),
  }),
  defaultPorts: { bff: 4010, mediaService: 4110, postgres: 6543, smtp: 2626 },
};

describe('the stack’s settings, from the services’ own schemas', () => {
  it('reads the services’ real schemas unless told otherwise', () => {
    expect(readStackConfig({})).toMatchObject({ s3Bucket: 'reeltalk', ports: { bff: 4000, mediaService: 4100 } });
  });

  it('takes every default the services share with it from their schemas and default ports', () => {
    const config = readStackConfig({ PORT_OFFSET: '100' }, changed);
    expect(config).toMatchObject({
      host: '127.0.0.9',
      logLevel: 'warn',
      firebaseProjectId: 'demo-other-project',
      s3Bucket: 'other-bucket',
      s3Region: 'eu-west-3',
      s3AccessKeyId: 'OTHER-KEY',
    });
    expect(config.ports).toMatchObject({ bff: 4110, mediaService: 4210, postgres: 6643, smtp: 2726 });
    // Without S3_ENDPOINT the stack starts its own store, whose secret is made for the run.
    expect(config.s3SecretAccessKey).toMatch(/^[0-9a-f]{64}$/);
    expect(readStackConfig({ S3_ENDPOINT: 'https://s3.example' }, changed).s3SecretAccessKey).toBe('OTHER-SECRET');
  });

  it('hands the services the environment their schemas default to', () => {
    const services: BackingServices = {
      databaseUrl: 'postgres://postgres:postgres@127.0.0.9:6543/reeltalk',
      s3: { endpoint: 'http://127.0.0.1:4569', bucket: 'b', region: 'r', accessKeyId: 'a', secretAccessKey: 's' },
      authEmulatorHost: undefined,
      smtpUrl: 'smtp://127.0.0.9:2626',
      mailCatcherUrl: undefined,
      stop: async () => {},
    };
    expect(stackEnv(readStackConfig({}, changed), services, 'token')).toMatchObject({
      HOST: '127.0.0.9',
      LOG_LEVEL: 'warn',
      BFF_PORT: '4010',
      MEDIA_SERVICE_PORT: '4110',
      MEDIA_SERVICE_URL: 'http://127.0.0.9:4110',
      FIREBASE_PROJECT_ID: 'demo-other-project',
    });
  });
});
