import { MUSIC_DURATIONS, type MusicDuration } from '../limits.ts';

export const MUSIC_GENERATION_MESSAGES = {
  descriptionRequired: 'Please describe the music style you want to generate',
  trackNameRequired: 'Please enter a track name',
} as const;

export function isMusicDuration(value: unknown): value is MusicDuration {
  return (MUSIC_DURATIONS as readonly unknown[]).includes(value);
}

/**
 * The music generation form: the first failing message, or ''. The duration is picked from a list.
 * @deprecated The form shows every problem at once with musicGenerationProblems; kept for mf-soundtrack releases built
 * against an earlier contracts 1.x (removing an export is a major bump).
 */
export function validateMusicGeneration(form: { prompt_description: string; track_name: string }): string {
  if (form.prompt_description.trim() === '') return MUSIC_GENERATION_MESSAGES.descriptionRequired;
  if (form.track_name.trim() === '') return MUSIC_GENERATION_MESSAGES.trackNameRequired;
  return '';
}
