import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStackConfig, repoRoot } from './config.ts';
import type { BackingServices } from './embedded.ts';
import { planPieces, serviceTokenOf, stackEnv } from './pieces.ts';

const services: BackingServices = {
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:5533/reeltalk',
  s3: {
    endpoint: 'http://127.0.0.1:4669',
    bucket: 'reeltalk',
    region: 'us-east-1',
    accessKeyId: 'a',
    secretAccessKey: 'b',
  },
  authEmulatorHost: '127.0.0.1:9199',
  smtpUrl: 'smtp://127.0.0.1:2625',
  mailCatcherUrl: 'http://127.0.0.1:8125',
  stop: async () => {},
};

describe('stackEnv', () => {
  it('gives every piece the same resolved ports, services and secret', () => {
    const env = stackEnv(readStackConfig({ PORT_OFFSET: '100' }), services, 'token-of-this-run');
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      BFF_PORT: '4100',
      MEDIA_SERVICE_PORT: '4200',
      MEDIA_SERVICE_URL: 'http://127.0.0.1:4200',
      SHELL_PORT: '3100',
      MF_ACCOUNT_PORT: '3107',
      SERVICE_TOKEN: 'token-of-this-run',
      DATABASE_URL: services.databaseUrl,
      S3_ENDPOINT: 'http://127.0.0.1:4669',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      FIREBASE_USE_EMULATOR: 'true',
      SMTP_URL: 'smtp://127.0.0.1:2625',
      APP_URL: 'http://127.0.0.1:3100',
    });
  });

  it('leaves the emulator out with a real Firebase project', () => {
    const env = stackEnv(readStackConfig({}), { ...services, authEmulatorHost: undefined }, 't');
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.FIREBASE_USE_EMULATOR).toBe('false');
  });
});

describe('serviceTokenOf', () => {
  it('makes a random token long enough for both services when none is set', () => {
    const first = serviceTokenOf({});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(serviceTokenOf({ SERVICE_TOKEN: '' })).not.toBe(first);
  });

  it('hands a configured token on as it is', () => {
    expect(serviceTokenOf({ SERVICE_TOKEN: 'the-managed-secret-of-this-deployment' })).toBe(
      'the-managed-secret-of-this-deployment',
    );
  });
});

describe('planPieces', () => {
  it('runs the two services from their folders and one static server per front end, each with a health URL', () => {
    const pieces = planPieces(readStackConfig({}), {});
    expect(pieces.map((p) => [p.name, p.healthUrl])).toEqual([
      ['media-service', 'http://127.0.0.1:4100/health'],
      ['bff', 'http://127.0.0.1:4000/api/health'],
      ['shell', 'http://127.0.0.1:3000/index.html'],
      ['mf-upload', 'http://127.0.0.1:3001/mf-manifest.json'],
      ['mf-review', 'http://127.0.0.1:3002/mf-manifest.json'],
      ['mf-voice', 'http://127.0.0.1:3003/mf-manifest.json'],
      ['mf-soundtrack', 'http://127.0.0.1:3004/mf-manifest.json'],
      ['mf-export', 'http://127.0.0.1:3005/mf-manifest.json'],
      ['mf-library', 'http://127.0.0.1:3006/mf-manifest.json'],
      ['mf-account', 'http://127.0.0.1:3007/mf-manifest.json'],
    ]);
    const bff = pieces.find((p) => p.name === 'bff')!;
    expect(bff.cwd).toBe(path.join(repoRoot, 'bff'));
    expect(bff.command.slice(-1)).toEqual(['src/server.ts']);
    expect(pieces.find((p) => p.name === 'mf-upload')!.command.slice(-1)).toEqual(['mf-upload']);
  });
});
