import { isExpiredShareStatus, SHARE_MESSAGES } from '@reeltalk/contracts';

/** What the shared page says when its project could not be read: a dead link (410, 403, 404) or anything else. */
export function sharedFailure(status: number): { title: string; text: string } {
  return isExpiredShareStatus(status)
    ? { title: SHARE_MESSAGES.expiredTitle, text: SHARE_MESSAGES.expiredText }
    : { title: SHARE_MESSAGES.loadErrorTitle, text: SHARE_MESSAGES.loadErrorText };
}
