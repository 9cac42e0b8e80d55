import { useEffect, useRef } from 'react';
import { ZONE_SYNC_INTERVAL_MS, type MusicZone } from '@reeltalk/contracts';
import { syncZoneMusic } from './zoneSync.ts';

interface ZoneMusicProps {
  /** The narration's <audio>: its time and state drive every zone's music. */
  narration: HTMLAudioElement;
  zones: readonly MusicZone[];
  /** Presigned addresses of the zones' tracks, by storage key. */
  urls: Readonly<Record<string, string>>;
}

/**
 * One <audio> per saved zone, kept in step with the narration: checked every 100 ms, at once when the narration
 * starts, pauses or ends, and moved to the exact offset after a seek. These elements play under the narration, so
 * they stay out of the one-source-at-a-time rule; they stop whenever the narration does.
 */
export function ZoneMusic({ narration, zones, urls }: ZoneMusicProps) {
  const elements = useRef<Array<HTMLAudioElement | null>>([]);

  useEffect(() => {
    const tracks = () =>
      zones.flatMap((zone, index) => {
        const media = elements.current[index];
        return media ? [{ zone, media }] : [];
      });
    const check = (resync: boolean) =>
      syncZoneMusic(tracks(), { time: narration.currentTime, playing: !narration.paused && !narration.ended }, resync);
    const tick = () => check(false);
    const resync = () => check(true);
    const timer = setInterval(tick, ZONE_SYNC_INTERVAL_MS);
    const events: Array<[string, () => void]> = [
      ['play', resync],
      ['seeked', resync],
      ['pause', tick],
      ['ended', tick],
    ];
    for (const [name, handler] of events) narration.addEventListener(name, handler);
    return () => {
      clearInterval(timer);
      for (const [name, handler] of events) narration.removeEventListener(name, handler);
      syncZoneMusic(tracks(), { time: 0, playing: false });
    };
  }, [narration, zones]);

  return (
    <div hidden>
      {zones.map((zone, index) => (
        <audio
          key={`${index}:${zone.soundtrackId}:${zone.start_time}:${zone.end_time}`}
          ref={(element) => {
            elements.current[index] = element;
          }}
          src={urls[zone.source_audio.file]}
          preload="auto"
          loop
          data-testid="zone-audio"
          data-start={zone.start_time}
          data-end={zone.end_time}
        />
      ))}
    </div>
  );
}
