import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@reeltalk/web-kit';

const REMOTE_FAILED_MESSAGE = 'This part of ReelTalk could not be loaded.';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or render, so only its own route shows the failure. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div data-testid="remote-error">
        <ErrorPanel message={REMOTE_FAILED_MESSAGE} onRetry={this.props.onRetry} />
      </div>
    );
  }
}
