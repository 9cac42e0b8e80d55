import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import './ui.css';

interface ErrorPanelProps {
  title?: string;
  message: ReactNode;
  /** Shows a 'Retry' button. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPanel({ title, message, onRetry, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <div className="rt-error" role="alert">
      {title && <h2 className="rt-error__title">{title}</h2>}
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
