import { PERMISSION_ABILITIES, permissionLabel, PUBLISHER_PERMISSIONS } from '@reeltalk/contracts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';

/** What each level of a publisher's members can do with its projects, the same words the server enforces. */
export function RoleGuide() {
  return (
    <details className="account-roles" data-testid="publisher-roles">
      <summary>{ACCOUNT_TEXTS.rolesHeading}</summary>
      <dl>
        {PUBLISHER_PERMISSIONS.map((level) => (
          <div key={level} className="account-roles__row">
            <dt>{permissionLabel(level)}</dt>
            <dd>{PERMISSION_ABILITIES[level]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
