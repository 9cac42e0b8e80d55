import type { LibraryProject, PublisherMembership } from '@reeltalk/contracts';
import { jsonResponse } from '@reeltalk/web-kit/testing';

/** A library row as GET /api/projects lists it; `patch` replaces fields. */
export function libraryRow(n: number, patch: Partial<LibraryProject> = {}): LibraryProject {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Book ${n}`,
    status: 1,
    genres: [],
    userId: { _id: '00000000-0000-4000-8000-0000000000b1', fullName: 'Ann Reader' },
    audio_stems: { vocal: null, mix: null, vocal_duration: null },
    updatedAt: '2026-03-14T10:00:00.000Z',
    access: 'owner',
    publisher: null,
    ...patch,
  };
}

/** One page of GET /api/projects holding `rows`; `more` replaces the total, cursor or genres. */
export function libraryAnswer(
  rows: LibraryProject[],
  more: { total?: number; nextCursor?: string | null; genres?: string[] } = {},
): Response {
  return jsonResponse(200, {
    success: true,
    data: rows,
    total: rows.length,
    nextCursor: null,
    genres: [...new Set(rows.flatMap((row) => row.genres))],
    ...more,
  });
}

export const membership = (name: string): PublisherMembership => ({
  publisherId: { _id: '00000000-0000-4000-8000-0000000000c1', name, planType: 'pro' },
  permissionLevel: 'owner',
  status: 'active',
});

/** jsdom has no IntersectionObserver: this one reports the sentinel in view when the test says so. */
export class TestIntersectionObserver {
  static observers: TestIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    TestIntersectionObserver.observers = TestIntersectionObserver.observers.filter((observer) => observer !== this);
  }
  /** Every observer still watching sees its element come into view. */
  static scrollIntoView() {
    for (const observer of TestIntersectionObserver.observers) {
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}
