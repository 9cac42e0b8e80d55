import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './compressed-variant.ts';

describe('acceptedEncodings', () => {
  it('reads the encodings a client takes, leaving out those it refuses with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
