/** How long after the reader scrolls the transcript stops following the voice: they are reading somewhere else. */
export const READER_SCROLL_PAUSE_MS = 4000;

/**
 * Where a word counts as on screen: below the sticky player and above the lowest fifth of the window, where the
 * step's sticky buttons sit. A word outside that band is brought to the middle.
 */
const READING_BAND_BOTTOM = 0.8;

/** Keys that scroll the page when nothing else takes them. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown']);

export interface WordFollow {
  /** Scrolls the spoken word into view when it has left the reading band, unless the reader scrolled just now. */
  reveal(element: Element): void;
  /** The sticky player over the top of the transcript; returns the undo. */
  coverWith(element: Element): () => void;
  dispose(): void;
}

export function createWordFollow(view: Window = window, now: () => number = () => performance.now()): WordFollow {
  let readerScrolledAt = Number.NEGATIVE_INFINITY;
  let cover: Element | null = null;
  // Only the reader's own gestures count: the smooth scrolls of reveal() fire 'scroll' but never these.
  const readerScrolled = () => {
    readerScrolledAt = now();
  };
  const keyPressed = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) readerScrolled();
  };
  view.addEventListener('wheel', readerScrolled, { passive: true });
  view.addEventListener('touchmove', readerScrolled, { passive: true });
  view.addEventListener('keydown', keyPressed);

  return {
    reveal(element) {
      if (now() - readerScrolledAt < READER_SCROLL_PAUSE_MS) return;
      const box = element.getBoundingClientRect();
      const top = Math.max(0, cover?.getBoundingClientRect().bottom ?? 0);
      if (box.top >= top && box.bottom <= view.innerHeight * READING_BAND_BOTTOM) return;
      element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    },
    coverWith(element) {
      cover = element;
      return () => {
        if (cover === element) cover = null;
      };
    },
    dispose() {
      view.removeEventListener('wheel', readerScrolled);
      view.removeEventListener('touchmove', readerScrolled);
      view.removeEventListener('keydown', keyPressed);
    },
  };
}
