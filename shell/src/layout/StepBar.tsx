import { STEPS, stepBarProjectName, type StepKey } from '@reeltalk/contracts';
import { isStepClickable, stepStatus, type ClickabilityContext } from './stepRules.ts';

interface StepBarProps extends ClickabilityContext {
  projectName: string | null;
  onSelect: (key: StepKey) => void;
}

/**
 * The five-step progress bar of a project. On a narrow screen it is compact: the current step's name with its number
 * out of five above the row of numbered markers, whose labels are hidden.
 */
export function StepBar({ projectName, onSelect, ...context }: StepBarProps) {
  const currentIndex = STEPS.findIndex((step) => step.key === context.current);
  return (
    <nav className="step-bar" aria-label="Project steps" data-testid="step-bar">
      {projectName && (
        <div className="step-bar__project" title={projectName}>
          <span className="step-bar__project-label">Project</span>
          <span className="step-bar__project-name" data-testid="step-bar-project-name">
            {stepBarProjectName(projectName)}
          </span>
        </div>
      )}
      {currentIndex >= 0 && (
        <p className="step-bar__current" data-testid="step-bar-current">
          <span className="step-bar__current-name">{STEPS[currentIndex]!.label}</span>
          <span className="step-bar__current-count">
            {currentIndex + 1}/{STEPS.length}
          </span>
        </p>
      )}
      <ol className="step-bar__steps">
        {STEPS.map((step, index) => {
          const status = stepStatus(step.key, context.current);
          const clickable = isStepClickable(step.key, context);
          return (
            <li key={step.key} className={`step-bar__step step-bar__step--${status}`}>
              <button
                type="button"
                className="step-bar__button"
                data-testid={`step-${step.key}`}
                data-status={status}
                aria-current={status === 'in-progress' ? 'step' : undefined}
                title={step.label}
                disabled={!clickable}
                onClick={() => onSelect(step.key)}
              >
                <span className="step-bar__marker" aria-hidden="true">
                  {status === 'complete' ? (
                    <svg width="14" height="14" viewBox="0 0 14 14">
                      <path
                        d="M3 7.5l2.5 2.5L11 4.5"
                        stroke="currentColor"
                        strokeWidth="2"
                        fill="none"
                        strokeLinecap="round"
                      />
                    </svg>
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="step-bar__label">{step.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
