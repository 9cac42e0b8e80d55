import { AppLink } from '../layout/AppLink.tsx';

// The hero and the closing call to action offer the same two actions, each in its own style.
const PLACES = {
  hero: {
    actions: 'landing-hero__actions',
    start: 'shell-btn shell-btn--primary shell-btn--large',
    tour: 'shell-btn shell-btn--secondary shell-btn--large',
  },
  cta: {
    actions: 'landing-cta__actions',
    start: 'shell-btn shell-btn--primary shell-btn--large landing-cta__primary',
    tour: 'shell-btn shell-btn--large landing-cta__secondary',
  },
} as const;

/**
 * Start Creating (to /login) and See how it works, the page's own five-step walkthrough: there is no demo video, so
 * no button promises one. Test ids '<place>-start-creating' and '<place>-how-it-works'.
 */
export function StartActions({ place }: { place: keyof typeof PLACES }) {
  const classes = PLACES[place];
  return (
    <div className={classes.actions}>
      <AppLink to="/login" className={classes.start} data-testid={`${place}-start-creating`}>
        Start Creating
      </AppLink>
      <a href="#how-it-works" className={classes.tour} data-testid={`${place}-how-it-works`}>
        See how it works
      </a>
    </div>
  );
}
