import { useOpenPage } from '../layout/AppLink.tsx';
import { CardSection } from './CardSection.tsx';
import { SHARE_CARDS, SHARE_SECTION } from './landingContent.ts';
import { useLandingSession } from './landingSession.ts';

/**
 * Ways to finish a project: download, listener study, share. Where a card leads depends on whether the visitor is
 * signed in, so the cards wait ('Loading...', disabled) until the sign-in state is known.
 */
export function ShareCards() {
  const openPage = useOpenPage();
  const { initialized, signedIn } = useLandingSession();
  const loading = !initialized;

  return (
    <CardSection
      section={SHARE_SECTION}
      cards={SHARE_CARDS}
      cardClassName="landing-card landing-card--share"
      action={(card) => (
        <button
          type="button"
          className="shell-btn shell-btn--secondary landing-card__action"
          data-testid={`landing-card-${card.type}-action`}
          disabled={loading}
          onClick={() => openPage(signedIn ? '/app' : '/login')}
        >
          {loading ? 'Loading...' : card.action}
        </button>
      )}
    />
  );
}
