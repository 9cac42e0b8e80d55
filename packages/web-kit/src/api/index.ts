import { AUTH_ERROR_REDIRECT_MS, REQUEST_CONCURRENCY } from '@reeltalk/contracts';
import { getIdToken, signOut } from '../auth/index.ts';
import { createApiClient } from './client.ts';
import { createApiMonitor } from './monitor.ts';
import { fetchTransport, streamTransport, xhrTransport } from './transport.ts';

export { NetworkError } from './errors.ts';
export type { UploadProgress } from './transport.ts';
export {
  followJob,
  followJobInCache,
  type CachedJob,
  type FollowedJob,
  type FollowJobOptions,
  type JobCacheEntry,
} from './followJob.ts';
export { narrationFailure } from './narration.ts';
export { jobProgressOf, type JobProgress } from './jobProgress.ts';

let navigator: (path: string, notice?: string) => void = (path) => window.location.assign(path);

/** The shell hands in its router so an expired session goes to /login without a page load. */
export function setApiNavigator(navigate: (path: string, notice?: string) => void): void {
  navigator = navigate;
}

/** Watches the calls of `api`; exported so a test can stop its timer. */
export const apiMonitor = createApiMonitor();

/** The one API client every front end uses: same-origin /api, the signed-in user's token. */
export const api = createApiClient({
  getToken: getIdToken,
  signOut,
  navigate: (path, notice) => navigator(path, notice),
  authRedirectDelayMs: AUTH_ERROR_REDIRECT_MS,
  maxConcurrent: REQUEST_CONCURRENCY,
  // Looked up per call, so the page's current fetch is used.
  fetch: fetchTransport((input, init) => globalThis.fetch(input, init)),
  xhr: xhrTransport(() => new XMLHttpRequest()),
  stream: streamTransport((input, init) => globalThis.fetch(input, init)),
  monitor: apiMonitor,
});
