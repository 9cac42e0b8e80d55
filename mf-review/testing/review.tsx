/** For the review step's tests: its page on a test network, and storage's signed addresses. */
import { cleanup } from '@testing-library/react';
import { jsonResponse, renderWithStore, type TestRoute } from '@reeltalk/web-kit/testing';
import { vi } from 'vitest';
import ReviewStep from '../src/review/ReviewStep.tsx';

/** The address storage signs for a key. */
export const signed = (key: string) => `http://s3.test/reeltalk/${key}?X-Amz-Signature=abc`;

/** POST /api/audio/presigned-urls: a signed address for every key asked for. */
export const presign: TestRoute = (init) => {
  const { s3Keys } = JSON.parse(String(init?.body)) as { s3Keys: string[] };
  return jsonResponse(200, { success: true, urls: Object.fromEntries(s3Keys.map((key) => [key, signed(key)])) });
};

/** The review step of project p1, its requests (the API's and storage's) answered by `fetch`. */
export function renderReview(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  return renderWithStore(
    [{ path: '/app/project/:projectId/review', element: <ReviewStep projectId="p1" /> }],
    '/app/project/p1/review',
    fetch,
  );
}

/** jsdom plays nothing: the player's pause and load calls do nothing instead of throwing. */
export function stubMediaElements(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}

/** After each test: the page unmounted, fetch and every spy put back. */
export function endReviewTest(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
