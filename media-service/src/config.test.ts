import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const base = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5433/reeltalk',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  SERVICE_TOKEN: 'a-service-token-of-32-characters',
  FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
};

describe('readConfig', () => {
  it('listens on loopback at 4100 plus the stack offset unless told otherwise', () => {
    expect(readConfig(base)).toMatchObject({ host: '127.0.0.1', port: 4100 });
    expect(readConfig({ ...base, PORT_OFFSET: '300' }).port).toBe(4400);
    expect(readConfig({ ...base, PORT_OFFSET: '300', MEDIA_SERVICE_PORT: '5000' }).port).toBe(5000);
    expect(readConfig({ ...base, MEDIA_SERVICE_PORT: '' }).port).toBe(4100);
  });

  it('refuses to start without a service token, or with one shorter than 32 characters', () => {
    const { SERVICE_TOKEN: _, ...withoutToken } = base;
    expect(() => readConfig(withoutToken)).toThrow(/SERVICE_TOKEN: missing/);
    expect(() => readConfig({ ...base, SERVICE_TOKEN: 'x'.repeat(31) })).toThrow(/SERVICE_TOKEN: too short/);
    expect(readConfig({ ...base, SERVICE_TOKEN: 'x'.repeat(32) }).serviceToken).toHaveLength(32);
  });

  it('refuses a yes-or-no setting it cannot read, by name', () => {
    expect(() => readConfig({ ...base, FIREBASE_USE_EMULATOR: 'nope' })).toThrow(
      /FIREBASE_USE_EMULATOR: must be true\/false, 1\/0, yes\/no or on\/off/,
    );
  });

  it('lists every invalid setting at once', () => {
    expect(() => readConfig({ ...base, DATABASE_URL: 'nope', WORKER_CONCURRENCY: '-1' })).toThrow(
      /DATABASE_URL[\s\S]*WORKER_CONCURRENCY/,
    );
  });

  it('uses FFMPEG_PATH when set, otherwise finds an ffmpeg', () => {
    expect(readConfig(base).ffmpegPath).toBe('/opt/ffmpeg/bin/ffmpeg');
    const { FFMPEG_PATH: _, ...unset } = base;
    expect(readConfig({ ...unset, PATH: '' }).ffmpegPath).toMatch(/ffmpeg$/);
  });

  it('uses the built-in composer unless MUSIC_SERVICE_URL names a generation service', () => {
    expect(readConfig(base).music).toEqual({ serviceUrl: undefined, serviceToken: undefined, stockAtStart: true });
    const music = { MUSIC_SERVICE_URL: 'http://music.internal:8000/generate', MUSIC_SERVICE_TOKEN: 'tok' };
    expect(readConfig({ ...base, ...music }).music).toEqual({
      serviceUrl: music.MUSIC_SERVICE_URL,
      serviceToken: 'tok',
      stockAtStart: true,
    });
    expect(() => readConfig({ ...base, MUSIC_SERVICE_URL: 'ftp://music.internal/' })).toThrow(/MUSIC_SERVICE_URL/);
  });

  it('runs three jobs at once and narrates on every core unless told otherwise', () => {
    expect(readConfig(base)).toMatchObject({ jobs: { concurrency: 3 }, narrationThreads: availableParallelism() });
    const told = readConfig({ ...base, WORKER_CONCURRENCY: '1', NARRATION_THREADS: '4' });
    expect(told).toMatchObject({ jobs: { concurrency: 1 }, narrationThreads: 4 });
    expect(() => readConfig({ ...base, NARRATION_THREADS: '0' })).toThrow(/NARRATION_THREADS/);
  });

  it('runs two jobs of one account at once and gives each job kind its time limit, unless told otherwise', () => {
    expect(readConfig(base)).toMatchObject({
      jobs: { runningPerAccount: 2 },
      jobTimeLimitMinutes: { narration: 120, music: 15, mix: 30, video: 60, accountExport: 60 },
    });
    const told = readConfig({ ...base, JOB_RUNNING_PER_ACCOUNT: '1', MIX_TIME_LIMIT_MINUTES: '45' });
    expect(told).toMatchObject({ jobs: { runningPerAccount: 1 }, jobTimeLimitMinutes: { mix: 45 } });
    expect(() => readConfig({ ...base, JOB_RUNNING_PER_ACCOUNT: '0' })).toThrow(/JOB_RUNNING_PER_ACCOUNT/);
    expect(() => readConfig({ ...base, MUSIC_TIME_LIMIT_MINUTES: '0' })).toThrow(/MUSIC_TIME_LIMIT_MINUTES/);
  });

  it('warms the narration engine up as it starts unless told not to', () => {
    expect(readConfig(base).narrationWarmUp).toBe(true);
    expect(readConfig({ ...base, NARRATION_WARM_UP: 'false' }).narrationWarmUp).toBe(false);
    expect(() => readConfig({ ...base, NARRATION_WARM_UP: 'later' })).toThrow(/NARRATION_WARM_UP/);
  });

  it('makes the stock music as it starts unless told not to', () => {
    expect(readConfig(base).music.stockAtStart).toBe(true);
    expect(readConfig({ ...base, STOCK_MUSIC_AT_START: 'false' }).music.stockAtStart).toBe(false);
  });

  it('keeps a job lease alive longer than its heartbeat', () => {
    expect(() => readConfig({ ...base, JOB_HEARTBEAT_SECONDS: '10', JOB_STALE_SECONDS: '5' })).toThrow(/STALE/);
  });
});

describe('readConfig with NODE_ENV=production', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://reeltalk:s3cret@db.internal:5432/reeltalk',
    S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
  };

  it('starts with real services and a long service token', () => {
    expect(readConfig(production).s3.accessKeyId).toBe('AKIAEXAMPLE');
  });

  it.each([
    ['the auth emulator host', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST is set/],
    ['the emulator switched on', { FIREBASE_USE_EMULATOR: 'on' }, /FIREBASE_USE_EMULATOR is on/],
    ['no service token', { SERVICE_TOKEN: '' }, /SERVICE_TOKEN: missing/],
    ['a short service token', { SERVICE_TOKEN: 'x'.repeat(31) }, /SERVICE_TOKEN: too short/],
    ['the embedded database', { DATABASE_URL: base.DATABASE_URL }, /set DATABASE_URL to your production/],
    [
      'the embedded storage credentials',
      { S3_SECRET_ACCESS_KEY: 'S3RVER' },
      /set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    ],
    ['storage credentials left to their default', { S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }, /S3 credentials/],
    ['a music generation service over plain http', { MUSIC_SERVICE_URL: 'http://music.example.com/' }, /https/],
  ])('refuses to start with %s, saying what to set', (_, unsafe, message) => {
    expect(() => readConfig({ ...production, ...unsafe })).toThrow(message);
  });

  it('takes a music generation service over https, or over http on this machine', () => {
    for (const url of ['https://music.example.com/generate', 'http://localhost:8000/', 'http://127.0.0.1:8000/']) {
      expect(readConfig({ ...production, MUSIC_SERVICE_URL: url }).music.serviceUrl).toBe(url);
    }
  });
});
