import { describe, expect, it } from 'vitest';
import { originFormTarget } from './request-target.ts';

describe('originFormTarget', () => {
  it('accepts the paths a browser sends and decodes them for routing', () => {
    expect(originFormTarget('/')).toEqual({ raw: '/', rawPathname: '/', pathname: '/' });
    expect(originFormTarget('/api/projects?limit=5&q=a%20b')).toEqual({
      raw: '/api/projects?limit=5&q=a%20b',
      rawPathname: '/api/projects',
      pathname: '/api/projects',
    });
    expect(originFormTarget('/static/js/a%20b.js')?.pathname).toBe('/static/js/a b.js');
    expect(originFormTarget('/app/project/1/')?.pathname).toBe('/app/project/1/');
    // The query belongs to the bff: a search for "100%" or a return address passes as sent.
    expect(originFormTarget('/api/search?q=100%&next=//x')?.rawPathname).toBe('/api/search');
  });

  it.each([
    undefined,
    '',
    '*',
    'api/x',
    '127.0.0.1:4100',
    'http://127.0.0.1:4100/api/x',
    '//127.0.0.1:4100/api/x',
    '/\\127.0.0.1:4100/api/x',
    '/api\\x',
    '/api/x#frag',
    '/api/%2F/x',
    '/%2f127.0.0.1:4100/api/x',
    '/%5c127.0.0.1/api/x',
    '/api/../x',
    '/api/%2e%2e/x',
    '/api/.%2E/x',
    '/api/./x',
    '/api//x',
    '/index.html%00.js',
    '/%E0%A4%A',
    '/api/x y',
    '/api/é',
  ])('refuses %j', (raw) => {
    expect(originFormTarget(raw)).toBeUndefined();
  });
});
