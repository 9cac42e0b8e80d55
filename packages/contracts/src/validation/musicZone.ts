import { MIN_ZONE_SECONDS, MUSIC_ZONES_PER_PROJECT } from '../limits.ts';

export const MUSIC_ZONE_MESSAGES = {
  invalidDuration: 'Invalid soundtrack duration',
  invalidIndex: 'Invalid music zone index. Please refresh the page and try again.',
  noNarration: 'Narrate the script before adding music zones',
  startBeforeNarration: 'A music zone cannot start before the narration',
  endNotAfterStart: 'A music zone must end after it starts',
  endAfterNarration: 'A music zone cannot end after the narration',
  tooShort: `A music zone must be at least ${MIN_ZONE_SECONDS} second long`,
  tooMany: `A project can hold at most ${MUSIC_ZONES_PER_PROJECT} music zones. Delete one to add another.`,
} as const;

/** A zone's place on the vocal timeline, in seconds. */
export interface ZoneTimes {
  start_time: number;
  end_time: number;
}

/** A soundtrack's duration: seconds, or Mongo-style {$numberInt: '30'}. Anything unreadable counts as 0. */
type SoundtrackDuration = number | { $numberInt: string } | null | undefined;

export function soundtrackSeconds(duration: SoundtrackDuration): number {
  const seconds = typeof duration === 'object' && duration !== null ? Number(duration.$numberInt) : Number(duration);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** A soundtrack with zero duration cannot be saved as a zone. */
export function validateZoneSoundtrack(duration: SoundtrackDuration): string {
  return soundtrackSeconds(duration) > 0 ? '' : MUSIC_ZONE_MESSAGES.invalidDuration;
}

/** The delete index must point into the zone list. */
export function validateZoneIndex(index: number, zoneCount: number): string {
  return Number.isInteger(index) && index >= 0 && index < zoneCount ? '' : MUSIC_ZONE_MESSAGES.invalidIndex;
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** Picking a soundtrack drafts a zone from 0 to the smaller of the soundtrack and vocal durations. */
export function draftZone(soundtrackDuration: number, vocalDuration: number): ZoneTimes {
  return { start_time: 0, end_time: Math.min(soundtrackDuration, vocalDuration) };
}

/** Move mode: the length is kept and the start stays between 0 and (vocal duration - length). */
export function moveZone(zone: ZoneTimes, wantedStart: number, vocalDuration: number): ZoneTimes {
  const length = zone.end_time - zone.start_time;
  const start = clamp(wantedStart, 0, Math.max(0, vocalDuration - length));
  return { start_time: start, end_time: start + length };
}

/** Resize mode: the end is at least start + 1 s and at most the vocal duration (the audio's end wins). */
export function resizeZone(zone: ZoneTimes, wantedEnd: number, vocalDuration: number): ZoneTimes {
  return {
    start_time: zone.start_time,
    end_time: Math.min(Math.max(wantedEnd, zone.start_time + MIN_ZONE_SECONDS), vocalDuration),
  };
}

/** During main playback: the offset into the zone's audio, or null when the time is outside the zone. */
export function zoneAudioOffset(zone: ZoneTimes, currentTime: number): number | null {
  return currentTime >= zone.start_time && currentTime < zone.end_time ? currentTime - zone.start_time : null;
}
