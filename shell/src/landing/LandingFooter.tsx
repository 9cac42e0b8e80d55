import { AppLink } from '../layout/AppLink.tsx';
import { Logo } from '../layout/Logo.tsx';

export function LandingFooter() {
  return (
    <footer className="landing-footer" data-testid="landing-footer">
      <div className="landing-container landing-footer__inner">
        <div className="landing-footer__brand">
          <Logo inverted />
          <p>Scripts in, audiobooks out. Narration, music and mixing for independent authors and studios.</p>
        </div>
        <nav className="landing-footer__column" aria-label="Product">
          <h4>Product</h4>
          <a href="#features">Features</a>
          <a href="#how-it-works">How it Works</a>
        </nav>
        <nav className="landing-footer__column" aria-label="Account">
          <h4>Account</h4>
          <AppLink to="/login">Log in</AppLink>
          <AppLink to="/signup">Sign up</AppLink>
        </nav>
      </div>
      <div className="landing-container landing-footer__legal">
        © {new Date().getFullYear()} ReelTalk. All rights reserved.
      </div>
    </footer>
  );
}
