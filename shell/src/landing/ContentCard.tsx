import type { ReactNode } from 'react';
import { CardIcon } from './CardIcon.tsx';
import type { LandingCard } from './landingContent.ts';

interface ContentCardProps {
  card: LandingCard;
  className?: string;
  /** Below the text (a share card's action). */
  children?: ReactNode;
}

/** One card of the landing page's grids: icon, title and text. */
export function ContentCard({ card, className = 'landing-card', children }: ContentCardProps) {
  return (
    <article className={className} data-testid={`landing-card-${card.type}`}>
      <CardIcon type={card.type} />
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      {children}
    </article>
  );
}
