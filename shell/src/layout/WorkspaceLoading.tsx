import { PROJECT_DEFAULTS } from '@reeltalk/contracts';
import { Spinner } from '@reeltalk/web-kit';
import './theme.css';
import './appLayout.css';

/** Shown while sign-in and the initial calls load. */
export function WorkspaceLoading() {
  return (
    <div className="workspace-loading" data-testid="workspace-loading">
      <Spinner label={PROJECT_DEFAULTS.settingUpWorkspace} />
    </div>
  );
}
