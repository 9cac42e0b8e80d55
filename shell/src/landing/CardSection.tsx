import type { ReactNode } from 'react';
import { ContentCard } from './ContentCard.tsx';
import { LandingSection } from './LandingSection.tsx';
import type { LandingCard, SectionHead } from './landingContent.ts';

interface CardSectionProps<Card extends LandingCard> {
  section: SectionHead;
  cards: readonly Card[];
  cardClassName?: string;
  /** Below each card's text (a share card's action). */
  action?: (card: Card) => ReactNode;
}

/** A landing section whose content is a grid of three cards. */
export function CardSection<Card extends LandingCard>({
  section,
  cards,
  cardClassName,
  action,
}: CardSectionProps<Card>) {
  return (
    <LandingSection {...section}>
      <div className="landing-grid landing-grid--3">
        {cards.map((card) => (
          <ContentCard key={card.type} card={card} className={cardClassName}>
            {action?.(card)}
          </ContentCard>
        ))}
      </div>
    </LandingSection>
  );
}
