import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { RATE_LIMITS } from './limits/settings.ts';

const required = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5433/reeltalk',
  MEDIA_SERVICE_URL: 'http://127.0.0.1:4100/',
  SERVICE_TOKEN: 'a-service-token-of-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  APP_URL: 'http://127.0.0.1:3000/',
};

/** What a production deployment sets: its own database and Firebase project, no emulator. */
const production = {
  ...required,
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://reeltalk:s3cret@db.internal:5432/reeltalk',
  FIREBASE_PROJECT_ID: 'reeltalk-prod',
  FIREBASE_USE_EMULATOR: 'false',
  SMTP_URL: 'smtps://mail.reeltalk.example:465',
};

describe('readConfig', () => {
  it('fills the embedded defaults around the required settings', () => {
    expect(readConfig(required)).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: required.DATABASE_URL,
      mediaServiceUrl: 'http://127.0.0.1:4100',
      serviceToken: required.SERVICE_TOKEN,
      firebaseProjectId: 'demo-reeltalk',
      firebaseAuthEmulatorHost: undefined,
      tokenCacheSeconds: 10,
      logLevel: 'info',
      countRequestWork: false,
      smtpUrl: required.SMTP_URL,
      mailFrom: 'ReelTalk <no-reply@reeltalk.example>',
      appUrl: 'http://127.0.0.1:3000',
      limits: {
        rates: Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, { points }]) => [name, points])),
        queuedJobsPerKind: 5,
        unverifiedFraction: 0.5,
      },
    });
  });

  it('reads every limit from its LIMIT_ setting and refuses one that is no count', () => {
    const limits = readConfig({ ...required, LIMIT_EMAILS_PER_HOUR: '20', LIMIT_UNVERIFIED_FRACTION: '0.25' }).limits;
    expect(limits.rates.emailsPerAccount).toBe(20);
    expect(limits.unverifiedFraction).toBe(0.25);
    expect(() => readConfig({ ...required, LIMIT_UPLOADS_PER_HOUR: 'lots' })).toThrow(/LIMIT_UPLOADS_PER_HOUR/);
    expect(() => readConfig({ ...required, LIMIT_QUEUED_JOBS_PER_KIND: '-1' })).toThrow(/LIMIT_QUEUED_JOBS_PER_KIND/);
  });

  it('moves its default port with PORT_OFFSET, as the media-service does; BFF_PORT wins', () => {
    expect(readConfig({ ...required, PORT_OFFSET: '300' }).port).toBe(4300);
    expect(readConfig({ ...required, PORT_OFFSET: '300', BFF_PORT: '5000' }).port).toBe(5000);
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ ...required, BFF_PORT: '', FIREBASE_AUTH_EMULATOR_HOST: '' })).toMatchObject({
      port: 4000,
      firebaseAuthEmulatorHost: undefined,
    });
  });

  it('names every missing or malformed variable', () => {
    const attempt = () => readConfig({ BFF_PORT: '70000', LOG_LEVEL: 'loud' });
    for (const name of [
      'BFF_PORT',
      'DATABASE_URL',
      'MEDIA_SERVICE_URL',
      'SERVICE_TOKEN',
      'LOG_LEVEL',
      'SMTP_URL',
      'APP_URL',
    ]) {
      expect(attempt).toThrow(new RegExp(`\\n {2}${name}: `));
    }
  });

  it('sends e-mail only over SMTP', () => {
    expect(() => readConfig({ ...required, SMTP_URL: 'http://127.0.0.1:2525' })).toThrow(/SMTP_URL: SMTP_URL must be/);
  });

  it('refuses a service token shorter than 32 characters', () => {
    expect(() => readConfig({ ...required, SERVICE_TOKEN: 'x'.repeat(31) })).toThrow(/SERVICE_TOKEN: too short/);
    expect(readConfig({ ...required, SERVICE_TOKEN: 'x'.repeat(32) }).serviceToken).toHaveLength(32);
  });

  it('refuses a yes-or-no setting it cannot read, by name', () => {
    expect(() => readConfig({ ...required, FIREBASE_USE_EMULATOR: 'flase' })).toThrow(
      /FIREBASE_USE_EMULATOR: must be true\/false, 1\/0, yes\/no or on\/off/,
    );
    expect(() => readConfig({ ...required, FIREBASE_USE_EMULATOR: 'OFF' })).not.toThrow();
  });

  it('refuses the emulator switched off while its host is still set, which firebase-admin would use all the same', () => {
    expect(() =>
      readConfig({ ...required, FIREBASE_USE_EMULATOR: 'no', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_USE_EMULATOR is off but FIREBASE_AUTH_EMULATOR_HOST is set: unset FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

describe('readConfig with NODE_ENV=production', () => {
  it('starts with real services and a long service token', () => {
    expect(readConfig(production).firebaseProjectId).toBe('reeltalk-prod');
  });

  it.each([
    ['the auth emulator host', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST is set/],
    ['the emulator switched on', { FIREBASE_USE_EMULATOR: 'yes' }, /FIREBASE_USE_EMULATOR is on/],
    ['no service token', { SERVICE_TOKEN: '' }, /SERVICE_TOKEN: missing/],
    ['a short service token', { SERVICE_TOKEN: 'x'.repeat(31) }, /SERVICE_TOKEN: too short/],
    ['the embedded database', { DATABASE_URL: required.DATABASE_URL }, /set DATABASE_URL to your production/],
    [
      'the embedded storage credentials',
      { S3_ENDPOINT: 'http://127.0.0.1:4569', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
      /set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    ],
    ['the embedded mail catcher', { SMTP_URL: 'smtp://127.0.0.1:2625', PORT_OFFSET: '100' }, /set SMTP_URL to your/],
  ])('refuses to start with %s, saying what to set', (_, unsafe, message) => {
    expect(() => readConfig({ ...production, ...unsafe })).toThrow(message);
  });

  it('refuses everything `npm start` hands the pieces, listing each problem', () => {
    const embedded = {
      ...required,
      NODE_ENV: 'production',
      FIREBASE_USE_EMULATOR: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    expect(() => readConfig(embedded)).toThrow(
      /^Invalid bff configuration:\n {2}FIREBASE_AUTH_EMULATOR_HOST .*\n {2}FIREBASE_USE_EMULATOR .*\n {2}the S3 credentials .*\n {2}the database .*\n {2}SMTP_URL .*$/,
    );
  });
});
