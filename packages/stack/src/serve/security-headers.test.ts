import { describe, expect, it } from 'vitest';
import { readStackConfig } from '../config.ts';
import { pagePolicy, pageSources } from './security-headers.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the page policy of the embedded stack', () => {
  const config = readStackConfig({ PORT_OFFSET: '100' });
  const manifests = [
    'http://127.0.0.1:3101/mf-manifest.json',
    'http://127.0.0.1:3101/releases/1.0.0/mf-manifest.json',
    'http://127.0.0.1:3102/mf-manifest.json',
  ];
  const policy = pagePolicy(pageSources(config, manifests));

  it('runs scripts only from the app, its remotes and Google API loader, never inline or eval', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3101',
      'http://127.0.0.1:3102',
      'https://apis.google.com',
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('talks to the remotes, the embedded storage and the auth emulator, and frames only the emulator', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3101',
      'http://127.0.0.1:3102',
      'http://127.0.0.1:4669',
      'http://127.0.0.1:9199',
    ]);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'http://127.0.0.1:4669']);
    expect(directive(policy, 'frame-src')).toEqual(['http://127.0.0.1:9199']);
  });

  it('shows images from anywhere on the web, and a chosen image as a blob: preview before it is sent', () => {
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http:', 'https:']);
  });
});

describe('the page policy of a production deployment', () => {
  const config = readStackConfig({
    FIREBASE_USE_EMULATOR: 'false',
    FIREBASE_AUTH_DOMAIN: 'reeltalk-prod.firebaseapp.com',
    S3_ENDPOINT: 'https://storage.example.com/some/path',
  });
  const policy = pagePolicy(pageSources(config, ['https://cdn.example/upload/v3/mf-manifest.json']));

  it("talks to Firebase's identity endpoints and S3_ENDPOINT's origin, and frames the auth domain", () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cdn.example',
      'https://storage.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(['https://reeltalk-prod.firebaseapp.com']);
    expect(policy).not.toContain('127.0.0.1');
  });
});

describe('settings cannot widen the policy', () => {
  it('keeps only http(s) origins of the registry and a well-formed auth domain', () => {
    const config = readStackConfig({
      FIREBASE_USE_EMULATOR: 'false',
      FIREBASE_AUTH_DOMAIN: "x; script-src 'unsafe-eval'",
    });
    const policy = pagePolicy(
      pageSources(config, [
        'javascript:alert(1)',
        "https://cdn.example/x; script-src 'unsafe-inline'",
        'not a url',
        'data:text/javascript,alert(1)',
      ]),
    );
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.example', 'https://apis.google.com']);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
