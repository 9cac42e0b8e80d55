/** For the sharing tests: links and comments as the server answers them. */
import type { ShareComment, ShareLink } from '@reeltalk/contracts';
import { jsonResponse, type TestRoute } from '@reeltalk/web-kit/testing';

export const LINK_ID = '00000000-0000-4000-8000-0000000000d1';

export function testLink(patch: Partial<ShareLink> = {}): ShareLink {
  return {
    _id: LINK_ID,
    recipients: ['ann@bookclub.org'],
    message: null,
    feedback: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    expiresAt: '2099-12-20T12:00:00.000Z',
    revokedAt: null,
    ...patch,
  };
}

export function testComment(patch: Partial<ShareComment> = {}): ShareComment {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    atSeconds: 75,
    name: 'Ann',
    member: false,
    text: 'The music drowns the voice here.',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...patch,
  };
}

/** A route answering `{ success: true, data }` with what `data()` gives at the time of the call. */
export const answerData =
  (data: () => unknown, status = 200): TestRoute =>
  () =>
    jsonResponse(status, { success: true, data: data() });
