import { SOUNDTRACK_VOLUME, zoneAudioOffset, type ZoneTimes } from '@reeltalk/contracts';

/** What the sync reads and sets on a zone's <audio>. */
export interface ZoneMedia {
  paused: boolean;
  currentTime: number;
  /** NaN until the metadata is in. */
  duration: number;
  volume: number;
  play(): Promise<void> | void;
  pause(): void;
}

/** A zone's music drifting further than this from where the narration says it should be is moved back. */
const ZONE_DRIFT_SECONDS = 0.25;

/**
 * Where in its track a zone's music should be at the narration's `time`, or null outside the zone. A zone longer than
 * its track loops the track, so the offset wraps at the track's length once that is known.
 */
export function zoneMusicOffset(zone: ZoneTimes, time: number, trackDuration: number): number | null {
  const offset = zoneAudioOffset(zone, time);
  if (offset === null) return null;
  return Number.isFinite(trackDuration) && trackDuration > 0 ? offset % trackDuration : offset;
}

/**
 * One check of the zones against the narration: while the narration plays, the music of each zone it is inside plays
 * at the soundtrack volume times the zone's own from (time − zone start), moved only when it drifted (or after a seek, `resync`); every
 * other zone's music is paused and back at its start.
 */
export function syncZoneMusic(
  zones: ReadonlyArray<{ zone: ZoneTimes & { volume?: number }; media: ZoneMedia }>,
  narration: { time: number; playing: boolean },
  resync = false,
): void {
  for (const { zone, media } of zones) {
    const offset = narration.playing ? zoneMusicOffset(zone, narration.time, media.duration) : null;
    if (offset === null) {
      if (!media.paused) media.pause();
      if (media.currentTime !== 0) media.currentTime = 0;
      continue;
    }
    media.volume = SOUNDTRACK_VOLUME * (zone.volume ?? 1);
    if (resync || Math.abs(media.currentTime - offset) > ZONE_DRIFT_SECONDS) media.currentTime = offset;
    if (media.paused) void Promise.resolve(media.play()).catch(() => undefined);
  }
}
