import { describe, expect, it } from 'vitest';
import { Unauthorized } from '@reeltalk/server-kit';
import type { TokenIdentity } from '../state.ts';
import { cacheVerifiedTokens } from './token-cache.ts';

const tokenExpiringAt = (expSeconds: number, marker = 'a') =>
  `h.${Buffer.from(JSON.stringify({ exp: expSeconds, marker })).toString('base64url')}.s`;

function countingVerifier() {
  const calls: string[] = [];
  return {
    calls,
    async verify(idToken: string): Promise<TokenIdentity> {
      calls.push(idToken);
      if (idToken.includes('bad')) throw new Unauthorized();
      return {
        uid: `uid-${calls.length}`,
        email: undefined,
        emailVerified: false,
        name: undefined,
        picture: undefined,
        signInProvider: 'password',
      };
    },
  };
}

describe('cacheVerifiedTokens', () => {
  it('verifies a token once within the time to live, and again after it', async () => {
    let clock = 1_000_000;
    const inner = countingVerifier();
    const verifier = cacheVerifiedTokens(inner, { ttlMs: 10_000, now: () => clock });
    const token = tokenExpiringAt(clock / 1000 + 3600);
    const first = await verifier.verify(token);
    expect(await verifier.verify(token)).toBe(first);
    expect(inner.calls).toHaveLength(1);
    clock += 10_001;
    expect((await verifier.verify(token)).uid).toBe('uid-2');
    expect(inner.calls).toHaveLength(2);
  });

  it('never serves a token past its own expiry', async () => {
    let clock = 1_000_000;
    const inner = countingVerifier();
    const verifier = cacheVerifiedTokens(inner, { ttlMs: 60_000, now: () => clock });
    const token = tokenExpiringAt(clock / 1000 + 2);
    await verifier.verify(token);
    clock += 2_001;
    await verifier.verify(token);
    expect(inner.calls).toHaveLength(2);
  });

  it('does not remember rejected tokens', async () => {
    const inner = countingVerifier();
    const verifier = cacheVerifiedTokens(inner, { ttlMs: 10_000 });
    const token = `bad.${tokenExpiringAt(Date.now() / 1000 + 3600).split('.')[1]}.s`;
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(Unauthorized);
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(Unauthorized);
    expect(inner.calls).toHaveLength(2);
  });

  it('forgets the oldest token when full', async () => {
    const inner = countingVerifier();
    const verifier = cacheVerifiedTokens(inner, { ttlMs: 10_000, maxEntries: 2 });
    const exp = Date.now() / 1000 + 3600;
    const [a, b, c] = ['a', 'b', 'c'].map((marker) => tokenExpiringAt(exp, marker)) as [string, string, string];
    await verifier.verify(a);
    await verifier.verify(b);
    await verifier.verify(c);
    await verifier.verify(b);
    expect(inner.calls).toEqual([a, b, c]);
    await verifier.verify(a);
    expect(inner.calls).toEqual([a, b, c, a]);
  });

  it('passes every call through when the time to live is zero', async () => {
    const inner = countingVerifier();
    const verifier = cacheVerifiedTokens(inner, { ttlMs: 0 });
    const token = tokenExpiringAt(Date.now() / 1000 + 3600);
    await verifier.verify(token);
    await verifier.verify(token);
    expect(inner.calls).toHaveLength(2);
  });
});
