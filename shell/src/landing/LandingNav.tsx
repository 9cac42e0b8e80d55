import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@reeltalk/web-kit';
import { AvatarMenu } from '../avatar/AvatarMenu.tsx';
import { Logo } from '../layout/Logo.tsx';

export interface LandingNavProps {
  /** Replaces the New Project action (default: /app/create). */
  onNewProject?: () => void;
  /** Replaces the Logout action (default: sign out, then /login). */
  onLogout?: () => void;
}

/** The landing page's top navigation; signed-in visitors get New Project and their avatar menu instead of Get started. */
export function LandingNav({ onNewProject, onLogout }: LandingNavProps) {
  const navigate = useNavigate();
  const { ready } = useAuth();

  return (
    <header className="landing-nav" data-testid="landing-nav">
      <div className="landing-container landing-nav__inner">
        <Logo />
        <nav className="landing-nav__links" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#how-it-works">How it Works</a>
          <a href="#pricing">Pricing</a>
        </nav>
        <div className="landing-nav__actions">
          {ready ? (
            <>
              <button
                type="button"
                className="shell-btn shell-btn--primary"
                data-testid="landing-new-project"
                onClick={onNewProject ?? (() => navigate('/app/create'))}
              >
                New Project
              </button>
              <AvatarMenu onLogout={onLogout} />
            </>
          ) : (
            <Link to="/login" className="shell-btn shell-btn--primary" data-testid="landing-get-started">
              Get started
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
