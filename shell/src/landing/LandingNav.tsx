import { AppLink, useOpenPage } from '../layout/AppLink.tsx';
import { Logo } from '../layout/Logo.tsx';
import { useLandingSession } from './landingSession.ts';

export interface LandingNavProps {
  /** Replaces the New Project action (default: /app/create). */
  onNewProject?: () => void;
  /** Replaces the Logout action (default: sign out, then /login). */
  onLogout?: () => void;
}

/** The landing page's top navigation; signed-in visitors get New Project and their avatar menu instead of Get started. */
export function LandingNav({ onNewProject, onLogout }: LandingNavProps) {
  const openPage = useOpenPage();
  const { signedIn, AccountMenu } = useLandingSession();

  return (
    <header className="landing-nav" data-testid="landing-nav">
      <div className="landing-container landing-nav__inner">
        <Logo />
        <nav className="landing-nav__links" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#how-it-works">How it Works</a>
        </nav>
        <div className="landing-nav__actions">
          {signedIn ? (
            <>
              <button
                type="button"
                className="shell-btn shell-btn--primary"
                data-testid="landing-new-project"
                onClick={onNewProject ?? (() => openPage('/app/create'))}
              >
                New Project
              </button>
              {AccountMenu && <AccountMenu onLogout={onLogout} />}
            </>
          ) : (
            <AppLink to="/login" className="shell-btn shell-btn--primary" data-testid="landing-get-started">
              Get started
            </AppLink>
          )}
        </div>
      </div>
    </header>
  );
}
