import { describe, expect, it } from 'vitest';
import { zoneOverlaps } from './overlaps.ts';

describe('zoneOverlaps', () => {
  it('pairs zones sharing time, not zones that only touch', () => {
    const zones = [
      { start_time: 0, end_time: 10 },
      { start_time: 5, end_time: 20 },
      { start_time: 20, end_time: 30 },
      { start_time: 8, end_time: 9 },
    ];
    expect(zoneOverlaps(zones)).toEqual([[1, 3], [0, 3], [], [0, 1]]);
  });
});
