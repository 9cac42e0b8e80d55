import { describe, expect, it } from 'vitest';
import { zoneFetchDelay } from './useMusicZones.ts';

describe('zoneFetchDelay', () => {
  it('fetches at once, or after the asked pause, when no fetch ran in the last second', () => {
    expect(zoneFetchDelay(0, null, 5_000)).toBe(0);
    expect(zoneFetchDelay(100, null, 5_000)).toBe(100);
    expect(zoneFetchDelay(100, 3_000, 5_000)).toBe(100);
  });

  it('waits until a second after the last fetch', () => {
    expect(zoneFetchDelay(0, 4_700, 5_000)).toBe(700);
    expect(zoneFetchDelay(100, 4_950, 5_000)).toBe(950);
  });
});
