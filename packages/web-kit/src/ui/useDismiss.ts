import { useEffect, useRef } from 'react';

/**
 * For a menu or popover that is open: a mouse press outside the returned element's area, or Escape, calls `close`.
 * Give the ref to the element holding both the opener and what opens.
 */
export function useDismiss<T extends HTMLElement>(open: boolean, close: () => void) {
  const container = useRef<T>(null);
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) latestClose.current();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return container;
}
