import { Link } from 'react-router-dom';
import { HERO } from './landingContent.ts';
import { StudioPreview } from './StudioPreview.tsx';

export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="landing-hero" data-testid="landing-hero">
      <div className="landing-container landing-hero__inner">
        <div className="landing-hero__copy">
          <span className="landing-eyebrow">{HERO.eyebrow}</span>
          <h1 className="landing-hero__title">{HERO.title}</h1>
          <p className="landing-hero__text">{HERO.text}</p>
          <div className="landing-hero__actions">
            <Link
              to="/login"
              className="shell-btn shell-btn--primary shell-btn--large"
              data-testid="hero-start-creating"
            >
              Start Creating
            </Link>
            <button
              type="button"
              className="shell-btn shell-btn--secondary shell-btn--large"
              data-testid="hero-watch-demo"
              onClick={onWatchDemo}
            >
              <PlayIcon />
              Watch Demo
            </button>
          </div>
          <p className="landing-hero__note">Works with .docx and .txt scripts · MP3, WAV and video export</p>
        </div>
        <StudioPreview />
      </div>
    </section>
  );
}

export function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M3 1.8v10.4a.6.6 0 0 0 .9.5l8.3-5.2a.6.6 0 0 0 0-1L3.9 1.3a.6.6 0 0 0-.9.5z" fill="currentColor" />
    </svg>
  );
}
