import { ACCOUNT_MESSAGES } from '@reeltalk/contracts';
import { Button } from '@reeltalk/web-kit';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';

/** The audience-feedback integration, not available yet: 'Connect Account' does nothing. */
export function PilotlyBlock() {
  return (
    <AccountSection title={ACCOUNT_TEXTS.pilotlyHeading} testId="account-pilotly">
      <div className="account-pilotly">
        <div>
          <p className="account-pilotly__state">{ACCOUNT_MESSAGES.pilotlyNotConnected}</p>
          <p className="account-muted">{ACCOUNT_TEXTS.pilotlyText}</p>
        </div>
        <Button variant="secondary">{ACCOUNT_MESSAGES.pilotlyConnect}</Button>
      </div>
    </AccountSection>
  );
}
