import { storageKeySchema, type Project } from '@reeltalk/contracts';

/**
 * The project's cover art when it is a cover the upload stored for this very project; null otherwise (none, or an
 * address an older row may hold), so no other object is ever read or shown as its cover.
 */
export function coverKeyOf(project: Pick<Project, '_id' | 'videoInfo'>): string | null {
  const key = project.videoInfo.cover_art;
  if (!key || !storageKeySchema.safeParse(key).success) return null;
  return key.startsWith(`projects/${project._id}/cover/`) ? key : null;
}
