import { PROCESS_STEPS } from './landingContent.ts';
import { LandingSection } from './LandingSection.tsx';

/** The five steps from script to audiobook. */
export function ProcessSteps() {
  return (
    <LandingSection
      id="how-it-works"
      testId="landing-process"
      tinted
      eyebrow="How it works"
      title="From script to audiobook in five steps"
      text="Each step saves as you go, so you can stop after any one of them and pick up where you left off."
    >
      <ol className="landing-process">
        {PROCESS_STEPS.map((step, index) => (
          <li key={step.key} className="landing-process__step" data-testid={`landing-step-${step.key}`}>
            <span className="landing-process__number">{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
