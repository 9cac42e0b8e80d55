import { describe, expect, it } from 'vitest';
import { readableDate, shareLinkStatus } from './shareLinkStatus.ts';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('shareLinkStatus', () => {
  it('is active until its expiry, expired from then on', () => {
    expect(shareLinkStatus({ expiresAt: '2026-11-23T12:00:01Z', revokedAt: null }, now)).toBe('active');
    expect(shareLinkStatus({ expiresAt: '2026-11-23T12:00:00Z', revokedAt: null }, now)).toBe('expired');
  });

  it('says revoked for a revoked link, expired or not', () => {
    expect(shareLinkStatus({ expiresAt: '2026-10-01T00:00:00Z', revokedAt: '2026-09-01T00:00:00Z' }, now)).toBe(
      'revoked',
    );
  });
});

describe('readableDate', () => {
  it('writes the month as a word', () => {
    expect(readableDate('2026-11-23T12:00:00Z')).toBe('Nov 23, 2026');
  });
});
