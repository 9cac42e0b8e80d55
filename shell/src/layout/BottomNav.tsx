import type { StepKey } from '@reeltalk/contracts';
import { BOTTOM_NAV, type BottomNavAction, type BottomNavButton } from './stepRules.ts';

interface BottomNavProps {
  step: StepKey;
  /** Actions that cannot run now (Save and Continue before the project exists, Mix while the zone editor is open). */
  disabled: ReadonlySet<BottomNavAction>;
  /** Set while Save Project runs. */
  saving: boolean;
  onAction: (action: BottomNavAction) => void;
}

/** The step's Back / middle / forward buttons, as stepRules lays them out per step. */
export function BottomNav({ step, disabled, saving, onAction }: BottomNavProps) {
  const { back, middle, forward } = BOTTOM_NAV[step];
  const button = (config: BottomNavButton, position: 'back' | 'middle' | 'forward') => (
    <button
      type="button"
      className={`shell-btn shell-btn--${config.variant} bottom-nav__${position}`}
      data-testid={`bottom-nav-${position}`}
      data-action={config.action}
      disabled={disabled.has(config.action) || (saving && config.action === 'save')}
      onClick={() => onAction(config.action)}
    >
      {config.label}
    </button>
  );
  return (
    <footer className="bottom-nav" data-testid="bottom-nav">
      <div className="bottom-nav__start">{back && button(back, 'back')}</div>
      <div className="bottom-nav__end">
        {button(middle, 'middle')}
        {button(forward, 'forward')}
      </div>
    </footer>
  );
}
