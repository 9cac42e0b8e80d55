import { AppLink } from '../layout/AppLink.tsx';

// The hero and the closing call to action offer the same two actions, each in its own style.
const PLACES = {
  hero: {
    actions: 'landing-hero__actions',
    start: 'shell-btn shell-btn--primary shell-btn--large',
    demo: 'shell-btn shell-btn--secondary shell-btn--large',
  },
  cta: {
    actions: 'landing-cta__actions',
    start: 'shell-btn shell-btn--primary shell-btn--large landing-cta__primary',
    demo: 'shell-btn shell-btn--large landing-cta__secondary',
  },
} as const;

interface StartActionsProps {
  place: keyof typeof PLACES;
  onWatchDemo: () => void;
}

/** Start Creating (to /login) and Watch Demo; test ids '<place>-start-creating' and '<place>-watch-demo'. */
export function StartActions({ place, onWatchDemo }: StartActionsProps) {
  const classes = PLACES[place];
  return (
    <div className={classes.actions}>
      <AppLink to="/login" className={classes.start} data-testid={`${place}-start-creating`}>
        Start Creating
      </AppLink>
      <button type="button" className={classes.demo} data-testid={`${place}-watch-demo`} onClick={onWatchDemo}>
        <PlayIcon />
        Watch Demo
      </button>
    </div>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M3 1.8v10.4a.6.6 0 0 0 .9.5l8.3-5.2a.6.6 0 0 0 0-1L3.9 1.3a.6.6 0 0 0-.9.5z" fill="currentColor" />
    </svg>
  );
}
