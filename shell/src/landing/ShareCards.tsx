import { useNavigate } from 'react-router-dom';
import { useAuth } from '@reeltalk/web-kit';
import { CardIcon } from './CardIcon.tsx';
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
    <section className="landing-section" id="share" data-testid="landing-share">
      <div className="landing-container">
        <header className="landing-section__header">
          <span className="landing-eyebrow">Share</span>
          <h2>Finish it your way</h2>
          <p>Take the master with you, test it with listeners, or send it to the people whose opinion counts.</p>
        </header>
        <div className="landing-grid landing-grid--3">
          {SHARE_CARDS.map((card) => (
            <article
              key={card.type}
              className="landing-card landing-card--share"
              data-testid={`landing-card-${card.type}`}
            >
              <CardIcon type={card.type} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <button
                type="button"
                className="shell-btn shell-btn--secondary landing-card__action"
                data-testid={`landing-card-${card.type}-action`}
                disabled={loading}
                onClick={() => navigate(ready ? '/app' : '/login')}
              >
                {loading ? 'Loading...' : card.action}
              </button>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
