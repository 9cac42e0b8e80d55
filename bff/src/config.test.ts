import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const required = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5433/reeltalk',
  MEDIA_SERVICE_URL: 'http://127.0.0.1:4100/',
  SERVICE_TOKEN: 'secret',
};

describe('readConfig', () => {
  it('fills the embedded defaults around the required settings', () => {
    expect(readConfig(required)).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: required.DATABASE_URL,
      mediaServiceUrl: 'http://127.0.0.1:4100',
      serviceToken: 'secret',
      firebaseProjectId: 'demo-reeltalk',
      firebaseAuthEmulatorHost: undefined,
      tokenCacheSeconds: 10,
      logLevel: 'info',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ ...required, BFF_PORT: '', FIREBASE_AUTH_EMULATOR_HOST: '' })).toMatchObject({
      port: 4000,
      firebaseAuthEmulatorHost: undefined,
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => readConfig({ BFF_PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      /BFF_PORT.*DATABASE_URL.*MEDIA_SERVICE_URL.*SERVICE_TOKEN.*LOG_LEVEL/,
    );
  });
});
