import { CallToAction } from './CallToAction.tsx';
import { Hero } from './Hero.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingNav, type LandingNavProps } from './LandingNav.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { ShareCards } from './ShareCards.tsx';
import { ValueCards } from './ValueCards.tsx';
import '../layout/theme.css';
import './landing.css';

/** The public landing page (/). */
export function LandingPage(props: LandingNavProps) {
  return (
    <div className="landing" data-testid="landing-page">
      <LandingNav {...props} />
      <main>
        <Hero />
        <ValueCards />
        <ProcessSteps />
        <ShareCards />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
