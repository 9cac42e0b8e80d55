import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@reeltalk/web-kit';
import { RemoteBeingUpdated } from './compatibility.ts';

const REMOTE_FAILED_MESSAGE = 'This part of ReelTalk could not be loaded.';
const REMOTE_UPDATING_MESSAGE = 'This step is being updated. Please try again in a few minutes.';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: false | 'failed' | 'updating';
}

/**
 * Catches a remote that fails to load or render, so only its own route shows the failure; a remote with no release
 * that fits this shell is not broken but being updated, and says so.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error instanceof RemoteBeingUpdated ? 'updating' : 'failed' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote failed', error, info.componentStack);
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const updating = failed === 'updating';
    return (
      <div data-testid={updating ? 'remote-updating' : 'remote-error'}>
        <ErrorPanel message={updating ? REMOTE_UPDATING_MESSAGE : REMOTE_FAILED_MESSAGE} onRetry={this.props.onRetry} />
      </div>
    );
  }
}
