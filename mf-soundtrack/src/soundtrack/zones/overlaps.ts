import type { ZoneTimes } from '@reeltalk/contracts';

/** For each zone (by index), the indexes of the other zones it overlaps (sharing more than an instant). */
export function zoneOverlaps(zones: readonly ZoneTimes[]): number[][] {
  return zones.map((zone, index) =>
    zones.flatMap((other, at) =>
      at !== index && other.start_time < zone.end_time && zone.start_time < other.end_time ? [at] : [],
    ),
  );
}
