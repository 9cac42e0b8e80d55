import { MUSIC_DURATIONS, type MusicDuration } from '../limits.ts';

export const MUSIC_GENERATION_MESSAGES = {
  descriptionRequired: 'Please describe the music style you want to generate',
  trackNameRequired: 'Please enter a track name',
} as const;

export function isMusicDuration(value: unknown): value is MusicDuration {
  return (MUSIC_DURATIONS as readonly unknown[]).includes(value);
}
