import { COVER_FILE_MESSAGES, COVER_LIMITS } from '@reeltalk/contracts';

const ACCEPTED_TYPES = COVER_LIMITS.accept.split(',');

/**
 * Why a chosen cover image cannot be sent ('' when it can): PNG, JPEG or WebP of at most 5 MB. Only a courtesy
 * before the upload: the server decides by the file's content.
 */
export function coverFileProblem(file: Pick<File, 'type' | 'size'>): string {
  if (!ACCEPTED_TYPES.includes(file.type)) return COVER_FILE_MESSAGES.type;
  if (file.size > COVER_LIMITS.maxBytes) return COVER_FILE_MESSAGES.size;
  return '';
}
