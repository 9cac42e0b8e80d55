import { CardIcon } from './CardIcon.tsx';
import { VALUE_CARDS } from './landingContent.ts';

/** What the AI does for you: analysis, voice and soundtrack. */
export function ValueCards() {
  return (
    <section className="landing-section" id="features" data-testid="landing-features">
      <div className="landing-container">
        <header className="landing-section__header">
          <span className="landing-eyebrow">Features</span>
          <h2>Everything between manuscript and master</h2>
          <p>The work of a recording studio, a sound editor and a composer, in one place and in your browser.</p>
        </header>
        <div className="landing-grid landing-grid--3">
          {VALUE_CARDS.map((card) => (
            <article key={card.type} className="landing-card" data-testid={`landing-card-${card.type}`}>
              <CardIcon type={card.type} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
