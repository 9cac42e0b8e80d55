import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { booleanSetting, commonSettings, productionProblems, readSettings } from './settings.ts';

const token = 'x'.repeat(32);
const safeProduction = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://reeltalk:s3cret@db.internal:5432/reeltalk',
  SERVICE_TOKEN: token,
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
  FIREBASE_USE_EMULATOR: 'false',
};

describe('booleanSetting', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['On', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['no', false],
    ['OFF', false],
    [' off ', false],
  ])('reads %j as %s', (raw, expected) => {
    expect(booleanSetting.parse(raw)).toBe(expected);
  });

  it('keeps the default when unset or empty', () => {
    const schema = z.object({ FLAG: booleanSetting.default(true) });
    expect(readSettings('bff', schema, {}).FLAG).toBe(true);
    expect(readSettings('bff', schema, { FLAG: '' }).FLAG).toBe(true);
  });

  it.each(['flase', 'disabled', '2', 'n'])('refuses %j with the variable name', (raw) => {
    const schema = z.object({ FIREBASE_USE_EMULATOR: booleanSetting });
    expect(() => readSettings('bff', schema, { FIREBASE_USE_EMULATOR: raw })).toThrow(
      `FIREBASE_USE_EMULATOR: must be true/false, 1/0, yes/no or on/off, got "${raw}"`,
    );
  });
});

describe('readSettings', () => {
  it('fills the common defaults and treats empty variables as unset', () => {
    expect(
      readSettings('bff', commonSettings, {
        DATABASE_URL: safeProduction.DATABASE_URL,
        SERVICE_TOKEN: token,
        HOST: '',
      }),
    ).toEqual({
      HOST: '127.0.0.1',
      PORT_OFFSET: 0,
      LOG_LEVEL: 'info',
      DATABASE_URL: safeProduction.DATABASE_URL,
      SERVICE_TOKEN: token,
    });
  });

  it('refuses a missing or short SERVICE_TOKEN and says how to make one', () => {
    expect(() => readSettings('bff', commonSettings, { DATABASE_URL: safeProduction.DATABASE_URL })).toThrow(
      /SERVICE_TOKEN: missing: set SERVICE_TOKEN .* at least 32 characters/,
    );
    expect(() =>
      readSettings('media-service', commonSettings, {
        DATABASE_URL: safeProduction.DATABASE_URL,
        SERVICE_TOKEN: 'x'.repeat(31),
      }),
    ).toThrow(/SERVICE_TOKEN: too short/);
  });

  it('names the service and every problem on its own line', () => {
    expect(() => readSettings('media-service', commonSettings, { PORT_OFFSET: '-1', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid media-service configuration:\n {2}PORT_OFFSET: .*\n {2}LOG_LEVEL: .*\n {2}DATABASE_URL: .*\n {2}SERVICE_TOKEN: /,
    );
  });

  it('refuses the emulator switched off while its host is set, in any environment', () => {
    const env = { DATABASE_URL: safeProduction.DATABASE_URL, SERVICE_TOKEN: token, FIREBASE_AUTH_EMULATOR_HOST: 'h:1' };
    expect(() => readSettings('bff', commonSettings, { ...env, FIREBASE_USE_EMULATOR: 'off' })).toThrow(
      /FIREBASE_USE_EMULATOR is off but FIREBASE_AUTH_EMULATOR_HOST is set/,
    );
    expect(readSettings('bff', commonSettings, { ...env, FIREBASE_USE_EMULATOR: 'on' }).FIREBASE_USE_EMULATOR).toBe(
      true,
    );
    expect(readSettings('bff', commonSettings, env).FIREBASE_USE_EMULATOR).toBeUndefined();
  });

  it('checks production safety only with NODE_ENV=production', () => {
    const development = {
      ...safeProduction,
      NODE_ENV: 'development',
      FIREBASE_USE_EMULATOR: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    expect(readSettings('bff', commonSettings, development).SERVICE_TOKEN).toBe(token);
    expect(() => readSettings('bff', commonSettings, { ...development, NODE_ENV: 'production' })).toThrow(
      /Invalid bff configuration:\n {2}FIREBASE_AUTH_EMULATOR_HOST is set/,
    );
  });
});

describe('productionProblems', () => {
  it('finds nothing wrong with real services', () => {
    expect(productionProblems(safeProduction)).toEqual([]);
    const { S3_ENDPOINT: _, S3_ACCESS_KEY_ID: __, S3_SECRET_ACCESS_KEY: ___, ...withoutStorage } = safeProduction;
    expect(productionProblems(withoutStorage)).toEqual([]);
  });

  it('refuses the Firebase Auth emulator, which accepts unsigned ID tokens', () => {
    expect(productionProblems({ ...safeProduction, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set.*unset it and set FIREBASE_USE_EMULATOR=false/),
    ]);
    for (const on of ['true', 'YES', '1', 'on']) {
      expect(productionProblems({ ...safeProduction, FIREBASE_USE_EMULATOR: on })).toEqual([
        expect.stringMatching(/^FIREBASE_USE_EMULATOR is on: set FIREBASE_USE_EMULATOR=false/),
      ]);
    }
  });

  it('refuses the embedded storage credentials, given or defaulted', () => {
    const problem = expect.stringMatching(
      /S3 credentials are the embedded s3rver's.*set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(
      productionProblems({ ...safeProduction, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
    ).toEqual([problem]);
    expect(productionProblems({ ...safeProduction, S3_SECRET_ACCESS_KEY: '' })).toEqual([problem]);
  });

  it.each([
    ['unset', '', '0'],
    ['the embedded login', 'postgres://postgres:postgres@db.internal:5432/reeltalk', '0'],
    ['the embedded port on this machine', 'postgres://app:pw@127.0.0.1:5433/reeltalk', '0'],
    ['the embedded port moved by PORT_OFFSET', 'postgres://app:pw@localhost:5533/reeltalk', '100'],
  ])('refuses the embedded database: %s', (_, url, offset) => {
    expect(productionProblems({ ...safeProduction, PORT_OFFSET: offset, DATABASE_URL: url })).toEqual([
      'the database is the embedded one: set DATABASE_URL to your production PostgreSQL',
    ]);
  });

  it('refuses the test-only forced release in any form but off', () => {
    for (const on of ['1', 'true', 'yes', 'maybe']) {
      expect(productionProblems({ ...safeProduction, REELTALK_ALLOW_FORCED_RELEASE: on })).toEqual([
        'REELTALK_ALLOW_FORCED_RELEASE is on, which lets a release skip the compatibility check and is for tests only: unset it',
      ]);
    }
    expect(productionProblems({ ...safeProduction, REELTALK_ALLOW_FORCED_RELEASE: '0' })).toEqual([]);
  });

  it('lists every problem at once', () => {
    const { DATABASE_URL: _, ...env } = safeProduction;
    expect(productionProblems({ ...env, FIREBASE_AUTH_EMULATOR_HOST: 'h:1', S3_ACCESS_KEY_ID: 'S3RVER' })).toHaveLength(
      3,
    );
  });
});
