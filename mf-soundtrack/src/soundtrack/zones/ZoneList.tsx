import {
  MUSIC_ZONES_MESSAGES,
  formatClock,
  musicZoneOverlap,
  musicZonesLoadError,
  type MusicZone,
} from '@reeltalk/contracts';
import { Spinner } from '@reeltalk/web-kit';
import { zoneOverlaps } from './overlaps.ts';
import type { ZonesLoad } from './useMusicZones.ts';
import { ZoneVolume } from './ZoneVolume.tsx';

export const zoneTimes = (zone: MusicZone) => `${formatClock(zone.start_time)} – ${formatClock(zone.end_time)}`;

/**
 * Music Zones, in time order as the server lists them: each zone's soundtrack title and mm:ss – mm:ss place, with
 * its own volume and its delete button, and, for a zone overlapping others, which ones and that they crossfade.
 */
export function ZoneList({
  load,
  onDelete,
  onVolume,
}: {
  load: ZonesLoad;
  onDelete: (index: number) => void;
  onVolume: (index: number, volume: number) => void;
}) {
  if (load.status === 'loading') return <Spinner label="Loading music zones..." />;
  if (load.status === 'failed') {
    return (
      <p className="rt-panel__error" role="alert">
        {musicZonesLoadError(load.error)}
      </p>
    );
  }
  if (load.zones.length === 0) return <p className="rt-panel__message">{MUSIC_ZONES_MESSAGES.empty}</p>;
  const overlaps = zoneOverlaps(load.zones);
  return (
    <ul className="rt-zones" data-testid="zone-list">
      {load.zones.map((zone, index) => (
        <li
          key={`${index}:${zone.soundtrackId}:${zone.start_time}`}
          className={overlaps[index]!.length > 0 ? 'rt-zone rt-zone--overlapping' : 'rt-zone'}
          data-testid="music-zone"
          data-start={zone.start_time}
          data-end={zone.end_time}
        >
          <span className="rt-zone__title">{zone.title}</span>
          <span className="rt-zone__times">{zoneTimes(zone)}</span>
          <ZoneVolume title={zone.title} volume={zone.volume ?? 1} onChange={(volume) => onVolume(index, volume)} />
          {overlaps[index]!.length > 0 && (
            <span className="rt-zone__overlap" data-testid="zone-overlap">
              {musicZoneOverlap(
                overlaps[index]!.map((at) => `“${load.zones[at]!.title}” (${zoneTimes(load.zones[at]!)})`).join(', '),
              )}
            </span>
          )}
          <button
            type="button"
            className="rt-zone__delete"
            data-testid="delete-zone"
            aria-label={`Delete music zone ${zone.title} ${zoneTimes(zone)}`}
            onClick={() => onDelete(index)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
