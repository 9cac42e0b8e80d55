import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const base = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5433/reeltalk',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  SERVICE_TOKEN: 'a-long-enough-service-token',
  FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
};

describe('readConfig', () => {
  it('listens on loopback at 4100 plus the stack offset unless told otherwise', () => {
    expect(readConfig(base)).toMatchObject({ host: '127.0.0.1', port: 4100 });
    expect(readConfig({ ...base, PORT_OFFSET: '300' }).port).toBe(4400);
    expect(readConfig({ ...base, PORT_OFFSET: '300', MEDIA_SERVICE_PORT: '5000' }).port).toBe(5000);
    expect(readConfig({ ...base, MEDIA_SERVICE_PORT: '' }).port).toBe(4100);
  });

  it('refuses to start without a service token, or with a weak one', () => {
    const { SERVICE_TOKEN: _, ...withoutToken } = base;
    expect(() => readConfig(withoutToken)).toThrow(/SERVICE_TOKEN/);
    expect(() => readConfig({ ...base, SERVICE_TOKEN: 'short' })).toThrow(/SERVICE_TOKEN/);
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

  it('keeps a job lease alive longer than its heartbeat', () => {
    expect(() => readConfig({ ...base, JOB_HEARTBEAT_SECONDS: '10', JOB_STALE_SECONDS: '5' })).toThrow(/STALE/);
  });
});
