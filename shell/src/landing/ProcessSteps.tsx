import { PROCESS_STEPS } from './landingContent.ts';

/** The five steps from script to audiobook. */
export function ProcessSteps() {
  return (
    <section className="landing-section landing-section--tinted" id="how-it-works" data-testid="landing-process">
      <div className="landing-container">
        <header className="landing-section__header">
          <span className="landing-eyebrow">How it works</span>
          <h2>From script to audiobook in five steps</h2>
          <p>Each step saves as you go, so you can stop after any one of them and pick up where you left off.</p>
        </header>
        <ol className="landing-process">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.key} className="landing-process__step" data-testid={`landing-step-${step.key}`}>
              <span className="landing-process__number">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
