import { SHARE_MESSAGES } from '@reeltalk/contracts';
import type { SharedLink } from './sharedLink.ts';

/** Why a shared file cannot be downloaded, or '' when it can: the link must be whole and the file must exist. */
export function sharedDownloadProblem(link: SharedLink, s3Key: string | null | undefined): string {
  if (!link.projectId || !link.ownerId || !link.accessKey) return SHARE_MESSAGES.downloadMissingInfo;
  if (!s3Key) return SHARE_MESSAGES.downloadNoAudio;
  return '';
}
