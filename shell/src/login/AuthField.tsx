import type { ReactNode } from 'react';

interface AuthFieldProps {
  label: string;
  /** The id of the input inside. */
  htmlFor: string;
  /** A validation message; none shows the hint instead. */
  error?: string;
  errorTestId?: string;
  hint?: string;
  /** Shown beside the label (the login's 'Use a different email'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A labelled row of the sign-in and sign-up forms that shows its validation message, or a hint while there is none. */
export function AuthField({ label, htmlFor, error, errorTestId, hint, action, children }: AuthFieldProps) {
  const labelElement = (
    <label className="auth__label" htmlFor={htmlFor}>
      {label}
    </label>
  );
  return (
    <div className="auth__field">
      {action ? (
        <span className="auth__label-row">
          {labelElement}
          {action}
        </span>
      ) : (
        labelElement
      )}
      {children}
      {error ? (
        <p className="auth__field-error" id={`${htmlFor}-error`} data-testid={errorTestId} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="auth__hint">{hint}</p>
      )}
    </div>
  );
}
