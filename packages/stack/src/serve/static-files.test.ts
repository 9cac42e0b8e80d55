import { describe, expect, it } from 'vitest';
import { cacheControlOf } from './static-files.ts';

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
