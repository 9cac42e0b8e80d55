import { useEffect, useRef } from 'react';

/** How far below the screen the end of the list starts the next page, so rows are there before they are needed. */
const AHEAD = '600px';

/**
 * Calls `onVisible` whenever the returned element (a sentinel after the last row) comes near the screen while
 * `enabled`; the library loads its next page this way as the user scrolls.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
