import { Link } from 'react-router-dom';
import { PlayIcon } from './Hero.tsx';
import { CALL_TO_ACTION } from './landingContent.ts';

export function CallToAction({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="landing-cta" id="pricing" data-testid="landing-cta">
      <div className="landing-container landing-cta__inner">
        <h2>{CALL_TO_ACTION.title}</h2>
        <p>{CALL_TO_ACTION.text}</p>
        <div className="landing-cta__actions">
          <Link
            to="/login"
            className="shell-btn shell-btn--primary shell-btn--large landing-cta__primary"
            data-testid="cta-start-creating"
          >
            Start Creating
          </Link>
          <button
            type="button"
            className="shell-btn shell-btn--large landing-cta__secondary"
            data-testid="cta-watch-demo"
            onClick={onWatchDemo}
          >
            <PlayIcon />
            Watch Demo
          </button>
        </div>
      </div>
    </section>
  );
}
