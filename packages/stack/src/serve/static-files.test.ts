import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, resolveInside } from './static-files.ts';

describe('resolveInside', () => {
  const root = path.resolve('/srv/dist');

  it('maps URL paths to files under the root', () => {
    expect(resolveInside(root, '/remoteEntry.js')).toBe(path.join(root, 'remoteEntry.js'));
    expect(resolveInside(root, '/static/js/a%20b.js')).toBe(path.join(root, 'static/js/a b.js'));
    expect(resolveInside(root, '/')).toBe(root);
  });

  it('never leaves the root', () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/a/../../secret.txt']) {
      const file = resolveInside(root, attempt);
      expect(file === undefined || file.startsWith(root + path.sep)).toBe(true);
    }
  });

  it('refuses NUL bytes, backslashes and malformed escapes', () => {
    expect(resolveInside(root, '/index.html%00.js')).toBeUndefined();
    expect(resolveInside(root, '/..%5c..%5csecret.txt')).toBeUndefined();
    expect(resolveInside(root, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('cacheControlOf', () => {
  it('makes the browser ask again for files whose name never changes', () => {
    for (const name of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'config.json']) {
      expect(cacheControlOf(`/dist/${name}`)).toBe('no-cache');
    }
    expect(cacheControlOf('/dist/favicon.ico')).toBe('no-cache');
  });

  it('caches content-hashed files for good', () => {
    expect(cacheControlOf('/dist/static/js/main.3f9a1c2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist/static/css/705.0123456789abcdef.css')).toBe('public, max-age=31536000, immutable');
  });
});

describe('contentTypeOf', () => {
  it('names the types the browser needs to run and show a build', () => {
    expect(contentTypeOf('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('logo.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('blob.unknown')).toBe('application/octet-stream');
  });
});
