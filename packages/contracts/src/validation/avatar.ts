import { AVATAR_MAX_BYTES } from '../limits.ts';

export const AVATAR_FILE_MESSAGES = {
  type: 'Please select a valid image file (PNG, JPG, GIF)',
  size: 'File size must be less than 5MB',
} as const;

/** An avatar: an image type, at most 5 MB. */
export function validateAvatarFile(file: { type: string; size: number }): string {
  if (!file.type.startsWith('image/')) return AVATAR_FILE_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_FILE_MESSAGES.size;
  return '';
}
