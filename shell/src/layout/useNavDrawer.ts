import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Below this width the side navigation is a drawer opened by the top bar's menu button (the CSS uses the same). */
const DRAWER_SCREEN = '(max-width: 900px)';

export interface NavDrawer {
  open: boolean;
  /** Whether the screen is narrow enough for the drawer: only then does an open drawer hide the page behind it. */
  narrow: boolean;
  toggle(): void;
  close(): void;
  menuButton: RefObject<HTMLButtonElement | null>;
  drawer: RefObject<HTMLElement | null>;
}

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(DRAWER_SCREEN).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(DRAWER_SCREEN);
    if (!query) return undefined;
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return narrow;
}

/**
 * The narrow screen's navigation drawer: opening it moves focus to its first section link, Escape or a click outside closes
 * it and gives focus back to the menu button, following a link closes it, and it closes when the screen widens.
 */
export function useNavDrawer(): NavDrawer {
  const [open, setOpen] = useState(false);
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);

  // Focus goes back to the menu button once the drawer has closed: until then the page behind it is inert.
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    menuButton.current?.focus();
  }, [open]);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  useEffect(() => setOpen(false), [pathname, narrow]);

  useEffect(() => {
    if (!open || !narrow) return undefined;
    drawer.current?.querySelector<HTMLElement>('nav a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, narrow, close]);

  return { open: open && narrow, narrow, toggle, close, menuButton, drawer };
}
