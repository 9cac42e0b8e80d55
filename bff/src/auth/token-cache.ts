/** Turns an ID token into what it stands for (its identity, or the caller), or throws when it is not valid. */
export interface Verifies<T> {
  verify(idToken: string): Promise<T>;
}

/** The token's own expiry (seconds since epoch) from its payload; only read after the token was verified. */
const expiresAtMs = (idToken: string): number => {
  const payload = idToken.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
  return typeof exp === 'number' ? exp * 1000 : 0;
};

/**
 * Remembers verified tokens for a few seconds so a page's burst of calls costs one Firebase check, not one each
 * (revocation checks are a round trip to Firebase). The price: a revoked or disabled account keeps access for at most
 * ttlMs. Never beyond the token's own expiry; at most maxEntries tokens, the oldest forgotten first.
 */
export function cacheVerifiedTokens<T>(
  verifier: Verifies<T>,
  { ttlMs, maxEntries = 10_000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number },
): Verifies<T> & {
  /** Forgets every token whose holder `matches` (a deleted account's): their next call is verified again. */
  forget(matches: (identity: T) => boolean): void;
} {
  const verified = new Map<string, { identity: T; until: number }>();
  if (ttlMs <= 0) return { verify: (idToken) => verifier.verify(idToken), forget: () => undefined };
  return {
    forget(matches) {
      for (const [idToken, { identity }] of verified) if (matches(identity)) verified.delete(idToken);
    },
    async verify(idToken) {
      const hit = verified.get(idToken);
      if (hit && hit.until > now()) return hit.identity;
      verified.delete(idToken);
      const identity = await verifier.verify(idToken);
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string);
      verified.set(idToken, { identity, until: Math.min(now() + ttlMs, expiresAtMs(idToken)) });
      return identity;
    },
  };
}
