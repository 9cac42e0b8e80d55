import { AUDIO_TITLE_MAX } from '../limits.ts';

/** Save is disabled while the audio title is empty or blank; the title holds at most 100 characters. */
export function canSaveAudioTitle(title: string): boolean {
  return title.trim() !== '' && title.length <= AUDIO_TITLE_MAX;
}
