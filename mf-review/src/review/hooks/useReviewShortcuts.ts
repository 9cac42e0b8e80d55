import { useEffect } from 'react';

/** What the review's keyboard can do to its player. */
export interface PlayerControls {
  playing(): boolean;
  play(): void;
  pause(): void;
  /** Moves the playhead by `seconds` (negative: back). */
  skip(seconds: number): void;
}

/** The arrows' step and J/L's, in seconds. */
export const ARROW_SKIP = 5;
const JL_SKIP = 10;

type Shortcut = (controls: PlayerControls) => void;

const toggle: Shortcut = (controls) => (controls.playing() ? controls.pause() : controls.play());

/**
 * The keys, as media tools have them: Space plays and pauses, the arrows move 5 s, J goes back 10 s, K pauses, and
 * L plays or, while playing, jumps ahead 10 s.
 */
const SHORTCUTS: Record<string, Shortcut> = {
  ' ': toggle,
  ArrowLeft: (controls) => controls.skip(-ARROW_SKIP),
  ArrowRight: (controls) => controls.skip(ARROW_SKIP),
  j: (controls) => controls.skip(-JL_SKIP),
  k: (controls) => controls.pause(),
  l: (controls) => (controls.playing() ? controls.skip(JL_SKIP) : controls.play()),
};

/** The list the player's "Keyboard shortcuts" hint shows. */
export const SHORTCUT_HINTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '← / →', action: `Back / forward ${ARROW_SKIP} s` },
  { keys: 'J', action: `Back ${JL_SKIP} s` },
  { keys: 'K', action: 'Pause' },
  { keys: 'L', action: `Play, or forward ${JL_SKIP} s while playing` },
];

/** Typing somewhere keeps its keys: a field, an editable paragraph, a list or slider moved with the arrows. */
function takesKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"]')) {
    return true;
  }
  // Space on a focused button or link presses it; the press must not also toggle the player.
  return key === ' ' && target.closest('button, a[href], summary, [role="button"]') !== null;
}

/** Whether a key press is one of the player's shortcuts, and which. */
function shortcutOf(event: KeyboardEvent): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shortcut = SHORTCUTS[key];
  if (!shortcut || takesKeys(event.target, event.key)) return null;
  return shortcut;
}

/** The player's keyboard shortcuts, anywhere on the page while the player is shown; null turns them off. */
export function useReviewShortcuts(controls: PlayerControls | null): void {
  useEffect(() => {
    if (!controls) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      // Space and the arrows would otherwise also scroll the page.
      event.preventDefault();
      shortcut(controls);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controls]);
}
