import { HERO } from './landingContent.ts';
import { StartActions } from './StartActions.tsx';
import { StudioPreview } from './StudioPreview.tsx';

export function Hero() {
  return (
    <section className="landing-hero" data-testid="landing-hero">
      <div className="landing-container landing-hero__inner">
        <div className="landing-hero__copy">
          <span className="landing-eyebrow">{HERO.eyebrow}</span>
          <h1 className="landing-hero__title">{HERO.title}</h1>
          <p className="landing-hero__text">{HERO.text}</p>
          <StartActions place="hero" />
          <p className="landing-hero__note">Works with .docx and .txt scripts · MP3, WAV and video export</p>
        </div>
        <StudioPreview />
      </div>
    </section>
  );
}
