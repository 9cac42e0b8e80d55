import { CALL_TO_ACTION } from './landingContent.ts';
import { StartActions } from './StartActions.tsx';

export function CallToAction() {
  return (
    <section className="landing-cta" id="get-started" data-testid="landing-cta">
      <div className="landing-container landing-cta__inner">
        <h2>{CALL_TO_ACTION.title}</h2>
        <p>{CALL_TO_ACTION.text}</p>
        <StartActions place="cta" />
      </div>
    </section>
  );
}
