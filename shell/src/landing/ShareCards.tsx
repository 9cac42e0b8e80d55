import { useNavigate } from 'react-router-dom';
import { useAuth } from '@reeltalk/web-kit';
import { ContentCard } from './ContentCard.tsx';
import { LandingSection } from './LandingSection.tsx';
import { SHARE_CARDS } from './landingContent.ts';

/**
 * Ways to finish a project: download, listener study, share. Where a card leads depends on whether the visitor is
 * signed in, so the cards wait ('Loading...', disabled) until the sign-in state is known.
 */
export function ShareCards() {
  const navigate = useNavigate();
  const { initialized, ready } = useAuth();
  const loading = !initialized;

  return (
    <LandingSection
      id="share"
      testId="landing-share"
      eyebrow="Share"
      title="Finish it your way"
      text="Take the master with you, test it with listeners, or send it to the people whose opinion counts."
    >
      <div className="landing-grid landing-grid--3">
        {SHARE_CARDS.map((card) => (
          <ContentCard key={card.type} card={card} className="landing-card landing-card--share">
            <button
              type="button"
              className="shell-btn shell-btn--secondary landing-card__action"
              data-testid={`landing-card-${card.type}-action`}
              disabled={loading}
              onClick={() => navigate(ready ? '/app' : '/login')}
            >
              {loading ? 'Loading...' : card.action}
            </button>
          </ContentCard>
        ))}
      </div>
    </LandingSection>
  );
}
