import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portVariable, readStackConfig, remotes, repoRoot } from './config.ts';

describe('remotes', () => {
  it("are the shell contract's remotes, each an mf-* workspace of the root package.json in the same order, and no other", () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(workspaces.filter((workspace) => workspace.startsWith('mf-'))).toEqual(remotes.map((remote) => remote.app));
    for (const { app, federationName } of remotes) {
      // The folder's build registers the remote under the name the shell loads it by.
      const rspackConfig = readFileSync(path.join(repoRoot, app, 'rspack.config.ts'), 'utf8');
      expect(rspackConfig).toContain(`name: '${federationName}'`);
    }
  });
});

describe('readStackConfig', () => {
  it('defaults to the embedded stack on loopback with the documented ports', () => {
    const config = readStackConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(config.ports).toEqual({
      shell: 3000,
      'mf-upload': 3001,
      'mf-review': 3002,
      'mf-voice': 3003,
      'mf-soundtrack': 3004,
      'mf-export': 3005,
      'mf-library': 3006,
      'mf-account': 3007,
      bff: 4000,
      mediaService: 4100,
      postgres: 5433,
      s3: 4569,
      authEmulator: 9099,
      smtp: 2525,
      mailCatcher: 8025,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3Endpoint).toBeUndefined();
    expect(config.useAuthEmulator).toBe(true);
    expect(config.firebaseProjectId).toBe('demo-reeltalk');
    expect(config.remotesFile).toBeUndefined();
  });

  it('shifts every port by PORT_OFFSET, and an explicit port wins over the offset', () => {
    const config = readStackConfig({ PORT_OFFSET: '100', MF_UPLOAD_PORT: '7001' });
    expect(config.ports.shell).toBe(3100);
    expect(config.ports['mf-upload']).toBe(7001);
    expect(config.ports['mf-account']).toBe(3107);
    expect(config.ports.bff).toBe(4100);
    expect(config.ports.postgres).toBe(5533);
    expect(config.ports.authEmulator).toBe(9199);
  });

  it('refuses a port that is not a number', () => {
    expect(() => readStackConfig({ BFF_PORT: 'four thousand' })).toThrow(/BFF_PORT: must be a port number/);
    expect(() => readStackConfig({ MF_UPLOAD_PORT: '3001.5' })).toThrow(/MF_UPLOAD_PORT: must be a port number/);
    expect(() => readStackConfig({ PORT_OFFSET: '70000' })).toThrow(/PORT_OFFSET: must be a port number/);
  });

  it('takes production counterparts from the environment', () => {
    const config = readStackConfig({
      DATABASE_URL: 'postgres://db.example/reeltalk',
      S3_ENDPOINT: 'https://s3.example',
      FIREBASE_USE_EMULATOR: 'false',
      DATA_DIR: '.data/test-x',
      REMOTES_FILE: 'remotes.prod.json',
    });
    expect(config.databaseUrl).toBe('postgres://db.example/reeltalk');
    expect(config.s3Endpoint).toBe('https://s3.example');
    expect(config.useAuthEmulator).toBe(false);
    expect(config.dataDir).toBe(path.join(repoRoot, '.data/test-x'));
    expect(config.remotesFile).toBe(path.join(repoRoot, 'remotes.prod.json'));
  });

  it('reads FIREBASE_USE_EMULATOR in every yes-or-no form and refuses anything else by name', () => {
    for (const off of ['false', 'False', '0', 'no', 'OFF']) {
      expect(readStackConfig({ FIREBASE_USE_EMULATOR: off }).useAuthEmulator).toBe(false);
    }
    for (const on of ['true', 'TRUE', '1', 'yes', 'on']) {
      expect(readStackConfig({ FIREBASE_USE_EMULATOR: on }).useAuthEmulator).toBe(true);
    }
    expect(() => readStackConfig({ FIREBASE_USE_EMULATOR: 'flase' })).toThrow(
      'FIREBASE_USE_EMULATOR: must be true/false, 1/0, yes/no or on/off, got "flase"',
    );
  });

  it('keeps releases in DATA_DIR unless RELEASES_S3_PREFIX names a prefix of the bucket, served from RELEASES_PUBLIC_URL', () => {
    expect(readStackConfig({})).toMatchObject({ releasesS3Prefix: undefined, releasesPublicUrl: undefined });
    expect(
      readStackConfig({ RELEASES_S3_PREFIX: '/releases', RELEASES_PUBLIC_URL: 'https://cdn.example/releases/' }),
    ).toMatchObject({ releasesS3Prefix: 'releases/', releasesPublicUrl: 'https://cdn.example/releases' });
    for (const url of [undefined, 'cdn.example/releases', 'javascript:alert(1)']) {
      expect(() => readStackConfig({ RELEASES_S3_PREFIX: 'releases', RELEASES_PUBLIC_URL: url })).toThrow(
        /^RELEASES_S3_PREFIX needs RELEASES_PUBLIC_URL/,
      );
    }
  });

  it('allows a forced release only with REELTALK_ALLOW_FORCED_RELEASE, and never in production', () => {
    expect(readStackConfig({}).allowForcedRelease).toBe(false);
    expect(readStackConfig({ REELTALK_ALLOW_FORCED_RELEASE: '1' }).allowForcedRelease).toBe(true);
    expect(readStackConfig({ REELTALK_ALLOW_FORCED_RELEASE: '0', NODE_ENV: 'production' }).allowForcedRelease).toBe(
      false,
    );
    expect(() => readStackConfig({ REELTALK_ALLOW_FORCED_RELEASE: 'yes', NODE_ENV: 'production' })).toThrow(
      'REELTALK_ALLOW_FORCED_RELEASE is on, which lets a release skip the compatibility check and is for tests only: unset it',
    );
  });

  it('names each front end port variable after the app', () => {
    expect(portVariable('shell')).toBe('SHELL_PORT');
    expect(portVariable('mf-soundtrack')).toBe('MF_SOUNDTRACK_PORT');
  });
});
