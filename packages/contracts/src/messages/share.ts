export const SHARE_MESSAGES = {
  expiredTitle: 'Link Expired or Invalid',
  expiredText: 'This shared link has expired or is no longer valid. Please contact the project owner for a new link.',
  loadErrorTitle: 'Error Loading Project',
  loadErrorText: 'Please check the URL and try again.',
  missingParams: 'Missing required URL parameters',
  projectNotFound: 'Project Not Found',
  defaultTitle: 'Audiobook Preview',
  subtitle: 'Listen to the final mix of this audiobook project',
  downloadMissingInfo: 'Missing required project information for download.',
  downloadNoAudio: 'No audio file available for download.',
} as const;

/** The shared page's query parameters: project id, owner user id and access key. */
export const SHARE_QUERY_PARAMS = ['pId', 'uId', 'key'] as const;

/** Answers 410, 403 and 404 to a shared link all mean the link is expired or invalid. */
export function isExpiredShareStatus(status: number): boolean {
  return status === 410 || status === 403 || status === 404;
}
