import { CUSTOM_VOICE_MAX_BYTES, CUSTOM_VOICE_MIME_TYPES } from '../limits.ts';

export const CUSTOM_VOICE_FILE_MESSAGES = {
  type: 'Please select an MP3 or WAV file',
  size: 'File size must be less than 3MB',
} as const;

/** A custom voice file: MP3 or WAV, at most 3145728 bytes. */
export function validateCustomVoiceFile(file: { type: string; size: number }): string {
  if (!(CUSTOM_VOICE_MIME_TYPES as readonly string[]).includes(file.type)) return CUSTOM_VOICE_FILE_MESSAGES.type;
  if (file.size > CUSTOM_VOICE_MAX_BYTES) return CUSTOM_VOICE_FILE_MESSAGES.size;
  return '';
}
