import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@reeltalk/web-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

interface RemoteSlotProps<P extends object> {
  /** Loads the component; `attempt` counts the Retry clicks. Keep it stable (useCallback). */
  load: (attempt: number) => Promise<{ default: ComponentType<P> }>;
  props: P;
}

/**
 * Renders a lazily loaded component with a loading state and an error boundary. The boundary is keyed by route and
 * attempt: a new route or a Retry starts clean, and Retry makes a new lazy component so the load really runs again.
 */
export function RemoteSlot<P extends object>({ load, props }: RemoteSlotProps<P>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazy(() => load(attempt)), [load, attempt]);
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={() => setAttempt((current) => current + 1)}>
      <Suspense
        fallback={
          <div data-testid="remote-loading">
            <Spinner label="Loading..." />
          </div>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
