import { ContentCard } from './ContentCard.tsx';
import { LandingSection } from './LandingSection.tsx';
import { VALUE_CARDS } from './landingContent.ts';

/** What the AI does for you: analysis, voice and soundtrack. */
export function ValueCards() {
  return (
    <LandingSection
      id="features"
      testId="landing-features"
      eyebrow="Features"
      title="Everything between manuscript and master"
      text="The work of a recording studio, a sound editor and a composer, in one place and in your browser."
    >
      <div className="landing-grid landing-grid--3">
        {VALUE_CARDS.map((card) => (
          <ContentCard key={card.type} card={card} />
        ))}
      </div>
    </LandingSection>
  );
}
