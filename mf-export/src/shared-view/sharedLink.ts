import { SHARE_HEADERS, SHARE_QUERY_PARAMS } from '@reeltalk/contracts';

/** What a share link carries: whose project, which, and the key that opens it. */
export interface SharedLink {
  projectId: string;
  ownerId: string;
  accessKey: string;
}

/** The link of /share-view?pId&uId&key, or null when a parameter is missing or blank. */
export function sharedLinkOf(params: URLSearchParams): SharedLink | null {
  const [projectId, ownerId, accessKey] = SHARE_QUERY_PARAMS.map((name) => params.get(name)?.trim() ?? '');
  return projectId && ownerId && accessKey ? { projectId, ownerId, accessKey } : null;
}

/** The headers that stand in for a sign-in on the shared page's calls. */
export const listenerHeaders = (link: SharedLink): Record<string, string> => ({
  [SHARE_HEADERS.owner]: link.ownerId,
  [SHARE_HEADERS.accessKey]: link.accessKey,
});
