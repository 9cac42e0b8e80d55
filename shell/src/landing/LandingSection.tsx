import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor the navigation links to. */
  id: string;
  testId: string;
  /** On the tinted background. */
  tinted?: boolean;
  eyebrow: string;
  title: string;
  text: string;
  children: ReactNode;
}

/** A section of the landing page under its header: eyebrow, title and a line of text. */
export function LandingSection({ id, testId, tinted = false, eyebrow, title, text, children }: LandingSectionProps) {
  return (
    <section
      className={tinted ? 'landing-section landing-section--tinted' : 'landing-section'}
      id={id}
      data-testid={testId}
    >
      <div className="landing-container">
        <header className="landing-section__header">
          <span className="landing-eyebrow">{eyebrow}</span>
          <h2>{title}</h2>
          <p>{text}</p>
        </header>
        {children}
      </div>
    </section>
  );
}
